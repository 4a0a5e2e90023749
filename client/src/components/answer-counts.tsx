import { MessageSquare, ThumbsUp } from "lucide-react";
import { useFormat, useT } from "@/i18n";

/**
 * An answer's score (upvotes minus downvotes) and comment count on a card (bookmarks, search,
 * a profile's answers), each left out when zero: no zero counters (issue 23). A fragment, so it
 * sits in its card's own row of details.
 */
export function AnswerCounts({ answer, size = "sm" }: { answer: { upvoteCount: number; downvoteCount: number; commentCount: number }; size?: "sm" | "xs" }) {
  const t = useT();
  const format = useFormat();
  const score = answer.upvoteCount - answer.downvoteCount;
  const icon = size === "sm" ? "h-4 w-4" : "h-3.5 w-3.5";
  const text = size === "sm" ? "text-sm text-muted-foreground" : "";
  return (
    <>
      {score !== 0 && (
        <span className={`inline-flex items-center gap-1 ${text}`}>
          <ThumbsUp className={icon} aria-hidden="true" /> {t("card.score", { n: format.compact(score) })}
        </span>
      )}
      {answer.commentCount > 0 && (
        <span className={`inline-flex items-center gap-1 ${text}`}>
          <MessageSquare className={icon} aria-hidden="true" /> {t("card.comments", { count: answer.commentCount, n: format.compact(answer.commentCount) })}
        </span>
      )}
    </>
  );
}
