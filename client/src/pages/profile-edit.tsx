import { useEffect, useState } from "react";
import { useLocation, useParams } from "wouter";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { updateProfileSchema } from "@shared/profile";
import type { UserProfile } from "@shared/users";
import { AppShell } from "@/layouts/app-shell";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { toast } from "@/lib/use-toast";
import { useUpdateProfile } from "@/features/users/api/update-profile";
import { AvatarPicker } from "@/features/users/components/avatar-picker";
import { OwnerProfileGate } from "@/features/users/components/owner-profile-gate";
import {
  ProfileFields,
  profileFieldDefaults,
  type ProfileFormInput,
  type ProfileFormOutput,
} from "@/features/users/components/profile-fields";
import { ApiError } from "@/lib/api";
import { useLeaveGuard } from "@/lib/leave-guard";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { useLocalizedResolver, useValidationMessage } from "@/lib/validation-messages";
import { useT } from "@/i18n";

/** Spec 2.7: the owner edits the seven profile fields and the picture. */
export default function ProfileEditPage() {
  const t = useT();
  const params = useParams<{ id?: string }>();
  return (
    <AppShell>
      <div className="mx-auto max-w-2xl">
        <OwnerProfileGate profileId={params.id} deniedMessage={t("profileEdit.deniedOthers")} skeletonClassName="h-[36rem]">
          {(profile) => <EditForm profile={profile} />}
        </OwnerProfileGate>
      </div>
    </AppShell>
  );
}

function EditForm({ profile }: { profile: UserProfile }) {
  const t = useT();
  const translate = useValidationMessage();
  const { siteName } = useSiteSettings();
  const [, navigate] = useLocation();
  const update = useUpdateProfile(profile.id);
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: useLocalizedResolver(zodResolver(updateProfileSchema)),
    defaultValues: profileFieldDefaults(profile),
  });
  const backToProfile = () => navigate(`/profile/${profile.id}`);
  // Leaving with unsaved changes asks first (issue 23.6); Cancel too, since it drops them.
  useLeaveGuard(form.formState.isDirty, t("settings.leaveUnsaved"));
  // Back to the profile once saved, after the form is clean (the guard has let go by then).
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (saved) navigate(`/profile/${profile.id}`);
  }, [saved, navigate, profile.id]);

  const handleSubmit = form.handleSubmit((values) =>
    update
      .mutateAsync(values)
      .then(() => {
        toast({ title: t("profileEdit.updated"), description: t("profileEdit.updatedDescription") });
        form.reset(form.getValues());
        setSaved(true);
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.field && error.field in profileFieldDefaults(profile)) {
          form.setError(error.field as keyof ProfileFormInput, { message: translate(error.serverMessage) });
        }
        toast({ title: t("profileEdit.updateFailed"), description: t("profileEdit.updateFailedDescription"), variant: "destructive" });
      }),
  );

  return (
    <Card>
      <CardHeader>
        <h1 className="text-2xl font-semibold leading-none tracking-tight">{t("profileEdit.title")}</h1>
        <CardDescription>{t("profileEdit.description", { site: siteName })}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <AvatarPicker profile={profile} />
        <form onSubmit={handleSubmit} noValidate className="space-y-6">
          <ProfileFields form={form} idPrefix="edit" />
          <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={backToProfile} disabled={update.isPending}>
              {t("profileEdit.cancel")}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              {t("profileEdit.saveChanges")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
