import type { UserProfile } from "@shared/users";
import { StateMessage } from "@/components/state-message";
import { Skeleton } from "@/components/ui/skeleton";
import { useUser } from "@/hooks/use-user";
import { useT } from "@/i18n";
import { ApiError } from "@/lib/api";
import { useUserProfile } from "../api/get-user-profile";
import { AccessDenied, UserNotFound } from "./profile-notice";

interface Props {
  /** The profile id in the path; the signed-in member's own when absent (/settings). */
  profileId: string | undefined;
  /** Spec 2.7/2.8's Access Denied text for this screen. */
  deniedMessage: string;
  /** Height of the loading skeleton, close to the form's. */
  skeletonClassName: string;
  children: (profile: UserProfile) => React.ReactNode;
}

/**
 * Owner-only screens (profile edit, settings): Access Denied for anyone else (their profile
 * is never fetched), then loading, not found, error, or the form with the owner's profile.
 */
export function OwnerProfileGate({ profileId, deniedMessage, skeletonClassName, children }: Props) {
  const t = useT();
  const { user } = useUser();
  const id = profileId ?? user?.id ?? "";
  const isOwner = user?.id === id;
  const profile = useUserProfile(isOwner ? id : null);
  if (!isOwner) return <AccessDenied message={deniedMessage} profileId={id} />;
  if (profile.isLoading) return <Skeleton className={skeletonClassName} aria-label={t("profile.loading")} />;
  if (profile.error instanceof ApiError && profile.error.status === 404) return <UserNotFound />;
  if (profile.isError) {
    return <StateMessage kind="error" as="h1" className="bg-card" title={t("profile.errorTitle")} description={t("feed.errorText")} onRetry={() => void profile.refetch()} />;
  }
  return profile.data ? <>{children(profile.data)}</> : null;
}
