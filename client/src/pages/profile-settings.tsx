import { useParams } from "wouter";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Download, KeyRound, Loader2, Mail, Trash2 } from "lucide-react";
import { updateProfileSchema } from "@shared/profile";
import type { UserProfile } from "@shared/users";
import { AppShell } from "@/app/layouts/app-shell";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/hooks/use-toast";
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
import { SettingSwitch } from "@/features/users/components/setting-switch";
import { SecuritySection } from "@/features/security/components/security-section";
import { ChangeEmailDialog, ChangePasswordDialog } from "@/features/auth/components/account-dialogs";
import { ApiError } from "@/lib/api";
import { LOGOUT_URL, navigateTo } from "@/lib/navigation";
import { PRODUCT_NAME } from "@/lib/site";
import { cn } from "@/lib/utils";

const DELETE_CONFIRM = "Are you sure you want to delete your account? This action cannot be undone.";
/** Long enough to read 'Account deleted' before the sign-out navigation replaces the page. */
const DELETED_REDIRECT_MS = 1500;

/** Spec 2.8: the owner's settings; /settings is the signed-in member's own. */
export default function ProfileSettingsPage() {
  const params = useParams<{ id?: string }>();
  return (
    <AppShell>
      <div className="mx-auto max-w-3xl">
        <OwnerProfileGate profileId={params.id} deniedMessage="You can only access your own settings." skeletonClassName="h-[48rem]">
          {(profile) => (
            <div className="space-y-6">
              <SettingsForm profile={profile} />
              {/* Its own forms and buttons, outside the profile form: nothing here is saved by Save Changes. */}
              <SecuritySection />
            </div>
          )}
        </OwnerProfileGate>
      </div>
    </AppShell>
  );
}

function Section({ title, description, children, className }: { title: string; description: string; children: React.ReactNode; className?: string }) {
  const headingId = `settings-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
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

function SettingsForm({ profile }: { profile: UserProfile }) {
  const update = useUpdateProfile(profile.id);
  const settings = profile.settings ?? { emailNotifications: true, pushNotifications: true, weeklyDigest: true, profileVisibility: "public" };
  const form: ProfileForm = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: { ...profileFieldDefaults(profile), ...settings },
  });

  const handleSubmit = form.handleSubmit((values) =>
    update
      .mutateAsync(values)
      .then(() => toast({ title: "Settings updated", description: "Your settings have been saved successfully." }))
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.field && error.field in form.getValues()) {
          form.setError(error.field as keyof ProfileFormInput, { message: error.serverMessage });
        }
        toast({ title: "Update failed", description: "Failed to update your settings. Please try again.", variant: "destructive" });
      }),
  );

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Settings</h1>
        <p className="mt-1 text-sm text-muted-foreground">Manage your profile, notifications, privacy and data.</p>
      </div>

      <Section title="Profile Information" description="Your name and the details shown on your profile.">
        <ProfileFields form={form} idPrefix="settings" />
      </Section>

      <Section title="Notification Preferences" description={`Choose how ${PRODUCT_NAME} keeps you up to date.`}>
        <div className="space-y-5">
          {(
            [
              ["emailNotifications", "Email notifications", "Get an email when someone answers your questions, comments on your answers, or messages you while you are away."],
              ["pushNotifications", "Push notifications", "Get notified in your browser about new activity."],
              ["weeklyDigest", "Weekly digest", "A weekly email with the best questions and answers in your topics."],
            ] as const
          ).map(([name, label, description]) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <SettingSwitch
                  id={`settings-${name}`}
                  label={label}
                  description={description}
                  checked={field.value ?? true}
                  onCheckedChange={field.onChange}
                />
              )}
            />
          ))}
        </div>
      </Section>

      <PrivacySection form={form} email={profile.email} />

      <DataSection profileId={profile.id} />

      <div className="flex justify-end">
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={update.isPending}>
          {update.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Save Changes
        </Button>
      </div>
    </form>
  );
}

const VISIBILITY = [
  { value: "public", label: "Public", description: "Everyone can see your whole profile." },
  { value: "private", label: "Private", description: "Only you see your bio, location, website and education." },
] as const;

function PrivacySection({ form, email }: { form: ProfileForm; email: string | null }) {
  const [dialog, setDialog] = useState<"email" | "password" | null>(null);
  const handleChangeEmail = () => setDialog("email");
  return (
    <Section title="Privacy & Security" description="Control who sees your details and how you sign in.">
      <div className="space-y-6">
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium">Profile visibility</legend>
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
                  value={option.value}
                  aria-labelledby={`visibility-${option.value}`}
                  aria-describedby={`visibility-${option.value}-description`}
                  className="mt-1 h-4 w-4 accent-primary"
                  {...form.register("profileVisibility")}
                />
                <span className="min-w-0">
                  <span id={`visibility-${option.value}`} className="block text-sm font-medium">
                    {option.label}
                  </span>
                  <span id={`visibility-${option.value}-description`} className="block text-sm text-muted-foreground">
                    {option.description}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="space-y-1.5">
          <Label htmlFor="settings-email">Email</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input id="settings-email" type="email" value={email ?? ""} readOnly aria-describedby="settings-email-description" className="bg-muted" />
            <Button variant="outline" onClick={handleChangeEmail} className="shrink-0">
              <Mail aria-hidden="true" /> Change Email
            </Button>
          </div>
          <p id="settings-email-description" className="text-xs text-muted-foreground">
            Only you see this address on your profile.
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-sm font-medium">Password</p>
            <p className="text-sm text-muted-foreground">Changing it signs you out on every other device.</p>
          </div>
          <Button variant="outline" onClick={() => setDialog("password")} className="shrink-0">
            <KeyRound aria-hidden="true" /> Change Password
          </Button>
        </div>
        <ChangeEmailDialog open={dialog === "email"} onOpenChange={(open) => setDialog(open ? "email" : null)} />
        <ChangePasswordDialog open={dialog === "password"} onOpenChange={(open) => setDialog(open ? "password" : null)} />
      </div>
    </Section>
  );
}

function DataSection({ profileId }: { profileId: string }) {
  const exportData = useExportUserData(profileId);
  const deleteAccount = useDeleteAccount(profileId);

  const handleExport = () =>
    exportData.mutate(undefined, {
      onSuccess: () => toast({ title: "Data exported", description: "Your profile, questions and answers have been downloaded." }),
      onError: () => toast({ title: "Export failed", description: "Failed to export your data. Please try again.", variant: "destructive" }),
    });

  const handleDelete = () => {
    if (!window.confirm(DELETE_CONFIRM)) return;
    deleteAccount.mutate(undefined, {
      onSuccess: () => {
        toast({ title: "Account deleted", description: "Your account has been permanently deleted." });
        setTimeout(() => navigateTo(LOGOUT_URL), DELETED_REDIRECT_MS);
      },
      onError: () => toast({ title: "Deletion failed", description: "Failed to delete your account. Please try again.", variant: "destructive" }),
    });
  };

  return (
    <Section title="Data Management" description={`Take your data with you, or leave ${PRODUCT_NAME}.`}>
      <div className="divide-y">
        <div className="flex flex-col gap-3 pb-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-sm font-medium">Export Data</p>
            <p className="text-sm text-muted-foreground">Download your profile, questions and answers as a JSON file.</p>
          </div>
          <Button variant="outline" onClick={handleExport} disabled={exportData.isPending} className="shrink-0">
            {exportData.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
            Export Data
          </Button>
        </div>
        <div className="flex flex-col gap-3 pt-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-sm font-medium text-destructive">Delete Account</p>
            <p className="text-sm text-muted-foreground">
              Your account and personal details are removed. Your questions and answers stay, shown as from a deleted account.
            </p>
          </div>
          <Button variant="destructive" onClick={handleDelete} disabled={deleteAccount.isPending || deleteAccount.isSuccess} className="shrink-0">
            {deleteAccount.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
            Delete Account
          </Button>
        </div>
      </div>
    </Section>
  );
}
