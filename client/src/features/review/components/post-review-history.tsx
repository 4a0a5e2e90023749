import { Link } from "wouter";
import { displayName } from "@shared/users";
import { Card } from "@/components/ui/card";
import { TimeAgo } from "@/components/time-ago";
import { usePostReviews } from "../api/queues";
import { ACTION_LABELS, QUEUE_LABELS } from "../labels";
import { useT } from "@/i18n";

/** Every review of a question and its answers, newest first: shown to staff under the revisions (issue 25). */
export function PostReviewHistory({ questionId }: { questionId: number }) {
  const t = useT();
  const reviews = usePostReviews(questionId, true);
  const items = reviews.data?.items ?? [];
  return (
    <Card className="space-y-3 p-4 sm:p-5">
      <h2 className="text-lg font-semibold">{t("review.historyTitle")}</h2>
      {reviews.data && !items.length ? (
        <p className="text-sm text-muted-foreground">{t("review.historyEmpty")}</p>
      ) : (
        <ol className="space-y-2 text-sm" aria-label={t("review.historyTitle")}>
          {items.map((item) => (
            <li key={`${item.queue}-${item.taskId}-${item.reviewer?.id ?? "gone"}`} className="flex flex-wrap items-baseline gap-x-2">
              {item.reviewer ? (
                <Link href={`/profile/${item.reviewer.id}`} className="font-medium hover:underline">
                  {displayName(item.reviewer)}
                </Link>
              ) : (
                <span className="font-medium">{t("review.historyFormerMember")}</span>
              )}
              <span>
                {t("review.historyItem", {
                  action: t(ACTION_LABELS[item.action as keyof typeof ACTION_LABELS] ?? "review.actionLooksOk"),
                  queue: t(QUEUE_LABELS[item.queue]),
                })}
                {item.answerId !== null && <span className="ms-1.5 text-muted-foreground">{t("review.historyOnAnswer")}</span>}
              </span>
              <TimeAgo date={item.createdAt} className="text-xs text-muted-foreground" />
              {item.comment && <q className="basis-full text-muted-foreground">{item.comment}</q>}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
