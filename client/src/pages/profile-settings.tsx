import { useParams } from "wouter";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Download, KeyRound, Loader2, Mail, Trash2 } from "lucide-react";
import { updateProfileSchema } from "@shared/profile";
import type { UserProfile, UserSettings } from "@shared/users";
import { AppShell } from "@/layouts/app-shell";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/lib/use-toast";
import { useUpdateProfile } from "@/features/users/api/update-profile";
import { useDeleteAccount } from "@/features/users/api/delete-account";
import { useExportUserData } from "@/features/users/api/export-user-data";
import { OwnerProfileGate } from "@/features/users/components/owner-profile-gate";
import {
  ProfileFields,
  profileFieldDefaults,
  type ProfileForm,
  type ProfileFormInput,
  type ProfileFormOutput,
} from "@/features/users/components/profile-fields";
import { AutoSaveSwitch, useFailureText } from "@/components/setting-switch";
import { SettingsSections } from "@/components/settings-sections";
import { SaveBar } from "@/components/save-bar";
import { useLeaveGuard } from "@/lib/leave-guard";
import { SecuritySection } from "@/features/security/components/security-section";
import { ChangeEmailDialog, ChangePasswordDialog } from "@/features/auth/components/account-dialogs";
import { ApiError } from "@/lib/api";
import { LOGOUT_URL, navigateTo } from "@/lib/navigation";
import { cn } from "@/lib/utils";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { useLocalizedResolver, useValidationMessage } from "@/lib/validation-messages";
import { useT, type MessageId } from "@/i18n";
/** Long enough to read 'Account deleted' before the sign-out navigation replaces the page. */
const DELETED_REDIRECT_MS = 1500;

/** Spec 2.8: the owner's settings; /settings is the signed-in member's own. */
export default function ProfileSettingsPage() {
  const t = useT();
  const params = useParams<{ id?: string }>();
  const sections = [
    { slug: "profile-information", title: t("settings.profileInformation") },
    { slug: "notification-preferences", title: t("settings.notificationPreferences") },
    { slug: "privacy-security", title: t("settings.privacySecurity") },
    { slug: "security", title: t("security.title") },
    { slug: "data-management", title: t("settings.dataManagement") },
  ];
  return (
    <AppShell>
      <div className="mx-auto max-w-4xl">
        <OwnerProfileGate profileId={params.id} deniedMessage={t("settings.deniedOthers")} skeletonClassName="h-[48rem]">
          {(profile) => (
            <>
              <div className="mb-6">
                <h1 className="text-2xl font-bold">{t("settings.title")}</h1>
                <p className="mt-1 text-sm text-muted-foreground">{t("settings.subtitle")}</p>
              </div>
              {/* Issue 23.6: switches and choices save when changed; a form saves with its own button. */}
              <SettingsSections sections={sections}>
                <ProfileSection profile={profile} />
                <NotificationsSection profile={profile} />
                <PrivacySection profile={profile} />
                <SecuritySection />
                {/* Last: leaving the site is never next to saving. */}
                <DataSection profileId={profile.id} />
              </SettingsSections>
            </>
          )}
        </OwnerProfileGate>
      </div>
    </AppShell>
  );
}

/** A settings card; `slug` names its heading's id (settings-<slug>), whatever the language. */
function Section({ slug, title, description, children, className }: { slug: string; title: string; description: string; children: React.ReactNode; className?: string }) {
  const headingId = `settings-${slug}`;
  return (
    <Card className={className} role="region" aria-labelledby={headingId}>
      <CardHeader>
        <h2 id={headingId} className="text-lg font-semibold leading-none">
          {title}
        </h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

const NOTIFICATIONS = [
  ["emailNotifications", "settings.emailNotifications", "settings.emailNotificationsHelp"],
  ["pushNotifications", "settings.pushNotifications", "settings.pushNotificationsHelp"],
  ["weeklyDigest", "settings.weeklyDigest", "settings.weeklyDigestHelp"],
] as const satisfies readonly (readonly [keyof UserSettings, MessageId, MessageId])[];

/** The member's preferences as saved (spec 3's defaults for an account that never chose). */
const settingsOf = (profile: UserProfile): UserSettings =>
  profile.settings ?? { emailNotifications: true, pushNotifications: true, weeklyDigest: true, profileVisibility: "public" };

/** The profile fields: a form saved by its own button, which waits for a change; leaving with changes asks first. */
function ProfileSection({ profile }: { profile: UserProfile }) {
  const t = useT();
  const translate = useValidationMessage();
  const update = useUpdateProfile(profile.id);
  const form: ProfileForm = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: useLocalizedResolver(zodResolver(updateProfileSchema)),
    defaultValues: profileFieldDefaults(profile),
  });
  const { isDirty } = form.formState;
  useLeaveGuard(isDirty, t("settings.leaveUnsaved"));

  const handleSubmit = form.handleSubmit((values) =>
    update
      .mutateAsync(values)
      .then(() => {
        // What was saved is the form's new starting point: nothing is unsaved any more.
        form.reset(form.getValues());
        toast({ title: t("settings.updated"), description: t("settings.updatedDescription") });
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.field && error.field in form.getValues()) {
          form.setError(error.field as keyof ProfileFormInput, { message: translate(error.serverMessage) });
        }
        toast({ title: t("settings.updateFailed"), description: t("settings.updateFailedDescription"), variant: "destructive" });
      }),
  );

  return (
    <Section slug="profile-information" title={t("settings.profileInformation")} description={t("settings.profileInformationHelp")}>
      <form onSubmit={handleSubmit} noValidate className="space-y-4">
        <ProfileFields form={form} idPrefix="settings" />
        <div className="border-t pt-4">
          <SaveBar unsaved={isDirty} pending={update.isPending} label={t("settings.saveChanges")} />
        </div>
      </form>
    </Section>
  );
}

/** One preference saved on its own, as the switch moves (issue 23.6). */
function useSaveSetting(profile: UserProfile) {
  const update = useUpdateProfile(profile.id);
  return (changes: Partial<UserSettings>) => update.mutateAsync(changes);
}

function NotificationsSection({ profile }: { profile: UserProfile }) {
  const t = useT();
  const { siteName } = useSiteSettings();
  const saveSetting = useSaveSetting(profile);
  const settings = settingsOf(profile);
  return (
    <Section slug="notification-preferences" title={t("settings.notificationPreferences")} description={t("settings.notificationPreferencesHelp", { site: siteName })}>
      <div className="space-y-5">
        {NOTIFICATIONS.map(([name, label, description]) => (
          <AutoSaveSwitch
            key={name}
            id={`settings-${name}`}
            label={t(label)}
            description={t(description)}
            saved={settings[name]}
            save={(value) => saveSetting({ [name]: value })}
          />
        ))}
      </div>
    </Section>
  );
}

const VISIBILITY = [
  { value: "public", label: "settings.visibilityPublic", description: "settings.visibilityPublicHelp" },
  { value: "private", label: "settings.visibilityPrivate", description: "settings.visibilityPrivateHelp" },
] as const satisfies readonly { value: string; label: MessageId; description: MessageId }[];

function PrivacySection({ profile }: { profile: UserProfile }) {
  const t = useT();
  const failureText = useFailureText();
  const saveSetting = useSaveSetting(profile);
  const saved = settingsOf(profile).profileVisibility;
  // The choice shows at once and saves at once, like a switch; a failed save goes back.
  const [choosing, setChoosing] = useState<UserSettings["profileVisibility"] | null>(null);
  const [dialog, setDialog] = useState<"email" | "password" | null>(null);
  const handleChangeEmail = () => setDialog("email");
  const handleChoose = (option: (typeof VISIBILITY)[number]) => {
    if (choosing !== null || option.value === saved) return;
    setChoosing(option.value);
    saveSetting({ profileVisibility: option.value })
      .then(
        () => toast({ title: t("settings.savedChoice", { setting: t("settings.profileVisibility"), choice: t(option.label) }) }),
        (error: unknown) =>
          toast({
            title: t("settings.notSaved", { setting: t("settings.profileVisibility") }),
            description: failureText(error, t("settings.updateFailedDescription")),
            variant: "destructive",
          }),
      )
      .finally(() => setChoosing(null));
  };
  const visibility = choosing ?? saved;
  return (
    <Section slug="privacy-security" title={t("settings.privacySecurity")} description={t("settings.privacySecurityHelp")}>
      <div className="space-y-6">
        <fieldset className="space-y-2" aria-busy={choosing !== null || undefined}>
          <legend className="mb-2 text-sm font-medium">{t("settings.profileVisibility")}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {VISIBILITY.map((option) => (
              <label
                key={option.value}
                className={cn(
                  "flex cursor-pointer items-start gap-3 rounded-md border p-3 transition-colors hover:bg-muted",
                  "has-[:checked]:border-primary has-[:checked]:bg-accent/40 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                )}
              >
                <input
                  type="radio"
                  name="profileVisibility"
                  value={option.value}
                  checked={visibility === option.value}
                  onChange={() => handleChoose(option)}
                  aria-labelledby={`visibility-${option.value}`}
                  aria-describedby={`visibility-${option.value}-description`}
                  className="mt-1 h-4 w-4 accent-primary"
                />
                <span className="min-w-0">
                  <span id={`visibility-${option.value}`} className="block text-sm font-medium">
                    {t(option.label)}
                  </span>
                  <span id={`visibility-${option.value}-description`} className="block text-sm text-muted-foreground">
                    {t(option.description)}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="space-y-1.5">
          <Label htmlFor="settings-email">{t("settings.email")}</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input id="settings-email" type="email" value={profile.email ?? ""} readOnly aria-describedby="settings-email-description" className="bg-muted" />
            <Button variant="outline" onClick={handleChangeEmail} className="shrink-0">
              <Mail aria-hidden="true" /> {t("settings.changeEmail")}
            </Button>
          </div>
          <p id="settings-email-description" className="text-xs text-muted-foreground">
            {t("settings.emailPrivate")}
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-sm font-medium">{t("settings.password")}</p>
            <p className="text-sm text-muted-foreground">{t("settings.passwordHelp")}</p>
          </div>
          <Button variant="outline" onClick={() => setDialog("password")} className="shrink-0">
            <KeyRound aria-hidden="true" /> {t("settings.changePassword")}
          </Button>
        </div>
        <ChangeEmailDialog open={dialog === "email"} onOpenChange={(open) => setDialog(open ? "email" : null)} />
        <ChangePasswordDialog open={dialog === "password"} onOpenChange={(open) => setDialog(open ? "password" : null)} />
      </div>
    </Section>
  );
}

function DataSection({ profileId }: { profileId: string }) {
  const t = useT();
  const { siteName } = useSiteSettings();
  const exportData = useExportUserData(profileId);
  const deleteAccount = useDeleteAccount(profileId);

  const handleExport = () =>
    exportData.mutate(undefined, {
      onSuccess: () => toast({ title: t("settings.exported"), description: t("settings.exportedDescription") }),
      onError: () => toast({ title: t("settings.exportFailed"), description: t("settings.exportFailedDescription"), variant: "destructive" }),
    });

  const handleDelete = () => {
    if (!window.confirm(t("settings.deleteConfirm"))) return;
    deleteAccount.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t("settings.deleted"), description: t("settings.deletedDescription") });
        setTimeout(() => navigateTo(LOGOUT_URL), DELETED_REDIRECT_MS);
      },
      onError: () => toast({ title: t("settings.deleteFailed"), description: t("settings.deleteFailedDescription"), variant: "destructive" }),
    });
  };

  return (
    <Section slug="data-management" title={t("settings.dataManagement")} description={t("settings.dataManagementHelp", { site: siteName })}>
      <div className="divide-y">
        <div className="flex flex-col gap-3 pb-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-sm font-medium">{t("settings.exportData")}</p>
            <p className="text-sm text-muted-foreground">{t("settings.exportDataHelp")}</p>
          </div>
          <Button variant="outline" onClick={handleExport} disabled={exportData.isPending} className="shrink-0">
            {exportData.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
            {t("settings.exportData")}
          </Button>
        </div>
        <div className="flex flex-col gap-3 pt-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-sm font-medium text-destructive">{t("settings.deleteAccount")}</p>
            <p className="text-sm text-muted-foreground">{t("settings.deleteAccountHelp")}</p>
          </div>
          <Button variant="destructive" onClick={handleDelete} disabled={deleteAccount.isPending || deleteAccount.isSuccess} className="shrink-0">
            {deleteAccount.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
            {t("settings.deleteAccount")}
          </Button>
        </div>
      </div>
    </Section>
  );
}
