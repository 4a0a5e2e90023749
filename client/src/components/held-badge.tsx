import { Clock } from "lucide-react";
import type { AppealKind } from "@shared/appeals";
import { Badge } from "@/components/ui/badge";
import { useUser } from "@/hooks/use-user";
import { useT } from "@/i18n";
import { AppealButton } from "./appeal-button";

/**
 * Marks a post auto-moderation holds: only its author and staff see it until it is approved. Its
 * author reads why in plain words and may appeal (issue 25.6).
 */
export function HeldBadge({ post }: { post: { kind: AppealKind; id: number; authorId: string | null | undefined } }) {
  const t = useT();
  const { user } = useUser();
  const mine = Boolean(user && post.authorId === user.id);
  return (
    <div className="mt-1 flex flex-col gap-1.5">
      <Badge variant="outline" className="w-fit" title={t("report.heldBadgeTitle")}>
        <Clock aria-hidden="true" /> {t("report.heldForReview")}
      </Badge>
      {mine && (
        <>
          <p className="text-xs text-muted-foreground">{t("report.heldForReviewHelp")}</p>
          <AppealButton kind={post.kind} id={post.id} />
        </>
      )}
    </div>
  );
}
