import { Link } from "wouter";
import { AnswerCounts } from "@/components/answer-counts";
import { BookmarkX } from "lucide-react";
import type { BookmarkedAnswer, BookmarkedQuestion } from "@shared/bookmarks";
import { LIMITS } from "@shared/limits";
import { displayName } from "@shared/users";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TimeAgo } from "@/components/time-ago";
import { UserAvatar } from "@/components/user-avatar";
import { ReputationScore } from "@/components/reputation-score";
import { Dot } from "@/components/dot";
import { QuestionCard } from "@/features/questions/components/question-card";
import { T, useT } from "@/i18n";
import { htmlToText, truncate } from "@/lib/format";
import { useToggleBookmark, type BookmarkTarget } from "../api/toggle-bookmark";

/** 'Saved 2 hours ago' and a Remove button, at the end of a saved item's action row. */
function SavedFooter({ savedAt, target, removeLabel }: { savedAt: string; target: BookmarkTarget; removeLabel: string }) {
  const t = useT();
  const remove = useToggleBookmark(target);
  return (
    <>
      <span className="text-xs text-muted-foreground">
        <T id="bookmarks.savedAgo" values={{ time: <TimeAgo date={savedAt} /> }} />
      </span>
      <Button variant="outline" size="sm" className="h-8" onClick={() => remove.mutate(false)} disabled={remove.isPending} aria-label={removeLabel}>
        <BookmarkX aria-hidden="true" /> {t("bookmarks.remove")}
      </Button>
    </>
  );
}

/** A saved question: the one question card, with when it was saved and Remove. */
export function BookmarkedQuestionCard({ item }: { item: BookmarkedQuestion }) {
  const t = useT();
  const { question } = item;
  return (
    <QuestionCard
      question={question}
      idPrefix={`saved-question-${item.id}`}
      footer={
        <SavedFooter savedAt={item.savedAt} target={{ kind: "question", id: question.id }} removeLabel={t("bookmarks.removeQuestion", { title: question.title })} />
      }
    />
  );
}

/** A saved answer: the question it answers, its author, an excerpt, and its votes and comments. */
export function BookmarkedAnswerCard({ item }: { item: BookmarkedAnswer }) {
  const t = useT();
  const { answer, question } = item;
  const titleId = `saved-answer-${item.id}-title`;
  const url = `/questions/${question.id}#answer-${answer.id}`;
  return (
    <Card className="p-4">
      <article className="space-y-2" aria-labelledby={titleId}>
        <p id={titleId} className="text-sm break-words">
          <span className="text-muted-foreground">{t("bookmarks.answerTo")} </span>
          <Link href={url} className="font-semibold hover:underline">
            {question.title}
          </Link>
        </p>
        <div className="flex items-center gap-2 text-xs text-muted-foreground">
          <UserAvatar user={answer.author} className="h-6 w-6 text-[10px]" />
          {answer.author ? (
            <>
              <Link href={`/profile/${answer.author.id}`} className="font-medium text-foreground hover:underline">
                {displayName(answer.author)}
              </Link>
              <ReputationScore value={answer.author.reputation} />
            </>
          ) : (
            <span className="font-medium">{t("card.deletedAccount")}</span>
          )}
          <Dot />
          <TimeAgo date={answer.createdAt} />
        </div>
        <p className="line-clamp-3 text-sm break-words">{truncate(htmlToText(answer.content), LIMITS.feedPreview)}</p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 pt-1">
          <AnswerCounts answer={answer} />
          <div className="ms-auto flex flex-wrap items-center gap-2">
            <SavedFooter savedAt={item.savedAt} target={{ kind: "answer", id: answer.id }} removeLabel={t("bookmarks.removeAnswer", { title: question.title })} />
          </div>
        </div>
      </article>
    </Card>
  );
}
