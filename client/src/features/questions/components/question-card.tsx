import { Eye, MessageSquare, ThumbsUp } from "lucide-react";
import { LIMITS } from "@shared/limits";
import type { QuestionSummary } from "@shared/questions";
import { displayName } from "@shared/users";
import { Card } from "@/components/ui/card";
import { UserAvatar } from "@/components/user-avatar";
import { htmlToText, timeAgo, truncate } from "@/lib/format";

/** A feed card (spec 2.5): author, date, title, previews, topics and counts. */
export function QuestionCard({ question }: { question: QuestionSummary }) {
  const shownTopics = question.topics.slice(0, LIMITS.topicChips);
  const moreTopics = question.topics.length - shownTopics.length;
  return (
    <Card className="p-5">
      <article className="space-y-3">
        <div className="flex items-center gap-2 text-sm">
          <UserAvatar user={question.author} className="h-8 w-8 text-xs" />
          <span className="font-medium">{question.author ? displayName(question.author) : "Deleted account"}</span>
          <span className="text-muted-foreground">· {timeAgo(question.createdAt)}</span>
        </div>
        <h2 className="text-lg font-semibold leading-snug">{question.title}</h2>
        {question.content && (
          <p className="text-sm text-muted-foreground">{truncate(htmlToText(question.content), LIMITS.feedPreview)}</p>
        )}
        {question.topAnswer && (
          <div className="rounded-md border-l-4 border-primary bg-muted/60 p-3 text-sm">
            <span className="mb-1 inline-block rounded bg-primary px-1.5 py-0.5 text-xs font-semibold text-primary-foreground">
              Top Answer
            </span>
            {question.topAnswerAuthor && (
              <span className="ml-2 text-xs text-muted-foreground">by {displayName(question.topAnswerAuthor)}</span>
            )}
            <p>{truncate(htmlToText(question.topAnswer.content), LIMITS.topAnswerPreview)}</p>
          </div>
        )}
        {shownTopics.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Topics">
            {shownTopics.map((topic) => (
              <li key={topic.id} className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium">
                {topic.name}
              </li>
            ))}
            {moreTopics > 0 && <li className="rounded-full border px-2.5 py-0.5 text-xs">+{moreTopics} more</li>}
          </ul>
        )}
        <div className="flex gap-4 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <Eye className="h-3.5 w-3.5" aria-hidden="true" /> {question.viewCount} views
          </span>
          <span className="inline-flex items-center gap-1">
            <MessageSquare className="h-3.5 w-3.5" aria-hidden="true" /> {question.answerCount} answers
          </span>
          <span className="inline-flex items-center gap-1">
            <ThumbsUp className="h-3.5 w-3.5" aria-hidden="true" /> {question.upvoteCount} upvotes
          </span>
        </div>
      </article>
    </Card>
  );
}
