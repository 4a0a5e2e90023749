import { Link } from "wouter";
import { ArrowBigUp, BookmarkX, MessageCircle } from "lucide-react";
import type { BookmarkedAnswer, BookmarkedQuestion } from "@shared/bookmarks";
import { LIMITS } from "@shared/limits";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CardByline, CardCounts, CardHeadline } from "@/features/feeds/components/card-parts";
import { countOf } from "@/lib/format";
import { htmlToText, truncate } from "@/lib/format";
import { TimeAgo } from "@/components/time-ago";
import { useToggleBookmark, type BookmarkTarget } from "../api/toggle-bookmark";

/** 'Saved 2 hours ago' and a Remove button, at the foot of a saved item. */
function SavedFooter({ savedAt, target, name, children }: { savedAt: string; target: BookmarkTarget; name: string; children?: React.ReactNode }) {
  const remove = useToggleBookmark(target);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">{children}</div>
      <div className="flex items-center gap-2">
        <span className="text-xs text-muted-foreground">
          Saved <TimeAgo date={savedAt} />
        </span>
        <Button variant="outline" size="sm" onClick={() => remove.mutate(false)} disabled={remove.isPending} aria-label={`Remove ${name} from bookmarks`}>
          <BookmarkX aria-hidden="true" /> Remove
        </Button>
      </div>
    </div>
  );
}

/** A saved question, with what its feed card shows: author, date, title, preview, topics and counts. */
export function BookmarkedQuestionCard({ item }: { item: BookmarkedQuestion }) {
  const { question } = item;
  const titleId = `saved-question-${item.id}-title`;
  const preview = truncate(htmlToText(question.content), LIMITS.feedPreview);
  return (
    <Card className="p-4 sm:p-5">
      <article className="space-y-3" aria-labelledby={titleId}>
        <CardByline author={question.author} date={question.createdAt} verb="asked" />
        <CardHeadline titleId={titleId} question={question} preview={preview} />
        <SavedFooter savedAt={item.savedAt} target={{ kind: "question", id: question.id }} name={`“${question.title}”`}>
          <CardCounts views={question.viewCount} answers={question.answerCount} upvotes={question.upvoteCount} />
        </SavedFooter>
      </article>
    </Card>
  );
}

/** A saved answer: the question it answers, its author, an excerpt, and its votes and comments. */
export function BookmarkedAnswerCard({ item }: { item: BookmarkedAnswer }) {
  const { answer, question } = item;
  const titleId = `saved-answer-${item.id}-title`;
  const url = `/questions/${question.id}#answer-${answer.id}`;
  return (
    <Card className="p-4 sm:p-5">
      <article className="space-y-3" aria-labelledby={titleId}>
        <p id={titleId} className="text-sm break-words">
          <span className="text-muted-foreground">Answer to: </span>
          <Link href={url} className="font-semibold hover:underline">
            {question.title}
          </Link>
        </p>
        <CardByline author={answer.author} date={answer.createdAt} verb="answered" />
        <p className="text-sm break-words">{truncate(htmlToText(answer.content), LIMITS.feedPreview)}</p>
        <SavedFooter savedAt={item.savedAt} target={{ kind: "answer", id: answer.id }} name={`the answer to “${question.title}”`}>
          <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
            <ArrowBigUp className="h-3.5 w-3.5" aria-hidden="true" /> {countOf(answer.upvoteCount, "upvote")}
          </span>
          <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
            <MessageCircle className="h-3.5 w-3.5" aria-hidden="true" /> {countOf(answer.commentCount, "comment")}
          </span>
        </SavedFooter>
      </article>
    </Card>
  );
}
