import { useRef } from "react";
import { useMutation } from "@tanstack/react-query";
import { Camera, Loader2, Trash2 } from "lucide-react";
import type { UserProfile } from "@shared/users";
import { Button } from "@/components/ui/button";
import { UserAvatar } from "@/components/user-avatar";
import { toast } from "@/lib/use-toast";
import { ApiError } from "@/lib/api";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { useT } from "@/i18n";
import { useUpdateProfile } from "../api/update-profile";
import { IMAGE_TYPES, MAX_IMAGE_BYTES, uploadImage } from "@/lib/upload-image";


/**
 * The avatar with Change Avatar: the picked image goes to POST /api/uploads, and its URL
 * is saved as the profile picture straight away (it does not wait for Save Changes).
 */
export function AvatarPicker({ profile }: { profile: UserProfile }) {
  const t = useT();
  const { siteName } = useSiteSettings();
  const FAILED = { title: t("profile.avatarFailed"), description: t("profile.avatarFailedText"), variant: "destructive" } as const;
  const CHANGED = { title: t("profile.avatarChanged"), description: t("profile.avatarChangedText", { site: siteName }) };
  const REMOVED = { title: t("profile.avatarRemoved"), description: t("profile.avatarRemovedText") };
  const inputRef = useRef<HTMLInputElement>(null);
  const update = useUpdateProfile(profile.id);
  const change = useMutation({
    mutationFn: async (file: File) => {
      const { url } = await uploadImage(file);
      return update.mutateAsync({ profileImageUrl: url });
    },
  });
  const busy = change.isPending || update.isPending;

  const handleFile = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again still fires a change.
    event.target.value = "";
    if (!file) return;
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
      toast({ ...FAILED, description: t("profile.avatarWrongType") });
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      toast({ ...FAILED, description: t("profile.avatarTooBig") });
      return;
    }
    change.mutate(file, {
      onSuccess: () => toast(CHANGED),
      onError: (error) =>
        toast({ ...FAILED, description: error instanceof ApiError && error.status < 500 && error.serverMessage ? error.serverMessage : FAILED.description }),
    });
  };

  const handleRemove = () => update.mutate({ profileImageUrl: null }, { onSuccess: () => toast(REMOVED), onError: () => toast(FAILED) });

  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row">
      <UserAvatar user={profile} className="h-20 w-20 text-2xl" />
      <div className="flex flex-col items-center gap-2 sm:items-start">
        <div className="flex flex-wrap justify-center gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => inputRef.current?.click()} disabled={busy}>
            {change.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Camera aria-hidden="true" />}
            {change.isPending ? t("profile.avatarUploading") : t("profile.avatarChange")}
          </Button>
          {profile.profileImageUrl && (
            <Button type="button" variant="ghost" size="sm" onClick={handleRemove} disabled={busy}>
              <Trash2 aria-hidden="true" /> {t("profile.avatarRemove")}
            </Button>
          )}
        </div>
        <p className="text-xs text-muted-foreground">{t("profile.avatarHint")}</p>
        <input
          ref={inputRef}
          type="file"
          accept={IMAGE_TYPES.join(",")}
          className="sr-only"
          tabIndex={-1}
          aria-label={t("profile.avatarLabel")}
          onChange={handleFile}
        />
      </div>
    </div>
  );
}
