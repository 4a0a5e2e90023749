import { Link } from "wouter";
import { NotFoundState, StateMessage } from "@/components/state-message";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n";

/** Spec 2.6: the screen for an id that names no member, with a way home. */
export function UserNotFound() {
  const t = useT();
  return (
    <NotFoundState title={t("profile.notFoundTitle")} description={t("profile.notFoundText")} />
  );
}

/** Spec 2.7 and 2.8: what a member sees on someone else's edit or settings screen. */
export function AccessDenied({ message, profileId }: { message: string; profileId: string }) {
  const t = useT();
  return (
    <StateMessage
      kind="denied"
      as="h1"
      className="mx-auto max-w-md bg-card"
      title={t("profile.deniedTitle")}
      description={message}
      actions={
        <Button asChild variant="outline">
          <Link href={`/profile/${profileId}`}>{t("profile.viewProfile")}</Link>
        </Button>
      }
    />
  );
}
