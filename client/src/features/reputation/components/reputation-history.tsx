// A member's reputation changes, newest first (issue 24 point 2): each row's points, the rule
// that gave them in words, the post, the day; the daily cap, serial votes and the floor say why a
// row counts less than its rule, and a reversed row is struck through with its cause. The list
// ends with the starting reputation, so its rows add up to the total.
import { Link } from "wouter";
import { DAILY_VOTE_CAP, REPUTATION_START, SERIAL_VOTE_LIMIT, SERIAL_VOTE_WINDOW_HOURS, type ReputationReason, type ReversalReason } from "@shared/reputation";
import type { ReputationHistoryItem } from "@shared/reputation.responses";
import { Button } from "@/components/ui/button";
import { StateMessage } from "@/components/state-message";
import { Skeleton } from "@/components/ui/skeleton";
import { useFormat, useLocale, useT, type MessageId } from "@/i18n";
import { formatReputationChange } from "@/lib/reputation-number";
import { cn } from "@/lib/utils";
import { useReputationHistory } from "../api/get-reputation-history";

/** Each rule in the past tense, as a history row tells it. */
const REASON_TEXT: Record<ReputationReason, MessageId> = {
  "question-upvoted": "reputation.reasonQuestionUpvoted",
  "answer-upvoted": "reputation.reasonAnswerUpvoted",
  "answer-accepted": "reputation.reasonAnswerAccepted",
  "accepted-answer": "reputation.reasonAcceptedAnswer",
  "post-downvoted": "reputation.reasonPostDownvoted",
  "downvoted-answer": "reputation.reasonDownvotedAnswer",
  "edit-approved": "reputation.reasonEditApproved",
};

/** Why a change was taken back. */
const REVERSAL_TEXT: Record<ReversalReason, MessageId> = {
  "vote-withdrawn": "reputation.reversalVoteWithdrawn",
  "vote-changed": "reputation.reversalVoteChanged",
  "acceptance-moved": "reputation.reversalAcceptanceMoved",
  "post-deleted": "reputation.reversalPostDeleted",
  "voter-deleted": "reputation.reversalVoterDeleted",
};

/** Where a change's post is: the question, or the answer on its page. */
const postHref = (post: NonNullable<ReputationHistoryItem["post"]>) =>
  post.answerId === null ? `/questions/${post.questionId}` : `/questions/${post.questionId}#answer-${post.answerId}`;

/** The points a row shows, coloured by direction; struck through once reversed. */
function Points({ value, struck }: { value: number; struck?: boolean }) {
  const { locale } = useLocale();
  return (
    <span
      className={cn(
        "inline-block min-w-12 shrink-0 rounded-md px-1.5 py-0.5 text-center text-sm font-bold tabular-nums",
        struck
          ? "bg-muted text-muted-foreground line-through"
          : value > 0
            ? "bg-green-600/10 text-green-800 dark:text-green-300"
            : value < 0
              ? "bg-red-600/10 text-red-700 dark:text-red-300"
              : "bg-muted text-muted-foreground",
      )}
    >
      {formatReputationChange(value, locale)}
    </span>
  );
}

function HistoryRow({ item }: { item: ReputationHistoryItem }) {
  const t = useT();
  const format = useFormat();
  const { locale } = useLocale();
  const reversed = item.reversed;
  // What keeps the row below its rule's points, said in words (a reversed row says only that).
  const notes: string[] = [];
  if (!reversed) {
    if (item.serial) notes.push(t("reputation.serialNote", { limit: SERIAL_VOTE_LIMIT, hours: SERIAL_VOTE_WINDOW_HOURS }));
    else if (item.capped) notes.push(t("reputation.cappedNote", { cap: format.number(DAILY_VOTE_CAP), delta: formatReputationChange(item.delta, locale), points: formatReputationChange(item.points, locale) }));
    else if (item.delta !== item.points) notes.push(t("reputation.floorNote", { start: format.number(REPUTATION_START) }));
  }
  return (
    <li className="flex items-start gap-3 py-3" data-testid="reputation-row" data-reversed={reversed ? "true" : undefined}>
      {reversed ? (
        <span className="shrink-0">
          <span className="sr-only">{t("reputation.reversedPoints")} </span>
          <Points value={item.points} struck />
        </span>
      ) : (
        <Points value={item.delta} />
      )}
      <div className="min-w-0 flex-1 space-y-0.5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <p className={cn("text-sm font-medium", reversed && "text-muted-foreground line-through")}>{t(REASON_TEXT[item.reason])}</p>
          <time dateTime={new Date(item.createdAt).toISOString()} className="shrink-0 text-xs text-muted-foreground">
            {format.date(item.createdAt)}
          </time>
        </div>
        {item.post ? (
          <Link href={postHref(item.post)} className={cn("block break-words text-sm text-primary hover:underline", reversed && "line-through")}>
            {item.post.title}
          </Link>
        ) : (
          <p className="text-sm text-muted-foreground">{t("reputation.postUnavailable")}</p>
        )}
        {reversed && (
          <p className="text-xs font-medium text-muted-foreground">
            {t("reputation.reversedNote", { why: t(REVERSAL_TEXT[reversed.why]), date: format.date(reversed.at) })}
          </p>
        )}
        {notes.map((note) => (
          <p key={note} className="text-xs font-medium text-amber-800 dark:text-amber-300">
            {note}
          </p>
        ))}
      </div>
    </li>
  );
}

/** The member's changes a page at a time, ending with the reputation everyone starts with. */
export function ReputationHistory({ userId }: { userId: string }) {
  const t = useT();
  const format = useFormat();
  const history = useReputationHistory(userId);
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];
  if (history.isLoading)
    return (
      <div className="space-y-2" role="status" aria-busy="true" aria-label={t("reputation.loadingHistory")}>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-14" />
        ))}
      </div>
    );
  if (history.isError && !history.data)
    return <StateMessage kind="error" title={t("reputation.historyError")} description={t("feed.errorText")} onRetry={() => void history.refetch()} />;
  return (
    <div className="space-y-3">
      <ul className="divide-y" aria-label={t("reputation.historyTitle")}>
        {items.map((item) => (
          <HistoryRow key={item.id} item={item} />
        ))}
        {!history.hasNextPage && (
          <li className="flex items-start gap-3 py-3" data-testid="reputation-start">
            <Points value={REPUTATION_START} />
            <p className="text-sm font-medium">{t("reputation.startRow", { start: format.number(REPUTATION_START) })}</p>
          </li>
        )}
      </ul>
      {history.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
            {history.isFetchingNextPage ? t("common.loading") : t("feed.loadMore")}
          </Button>
        </div>
      )}
      {history.isFetchNextPageError && <p className="text-center text-sm text-destructive">{t("feed.loadMoreError")}</p>}
    </div>
  );
}
