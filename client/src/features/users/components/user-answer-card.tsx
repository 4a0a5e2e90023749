import { Link } from "wouter";
import { MessageSquare, ThumbsUp } from "lucide-react";
import { LIMITS } from "@shared/limits";
import type { UserAnswer } from "@shared/users";
import { Card } from "@/components/ui/card";
import { TimeAgo } from "@/components/time-ago";
import { useFormat, useT } from "@/i18n";
import { htmlToText, truncate } from "@/lib/format";

/** An answer on a profile: 'Answer to:' its question, an excerpt of the answer, its score and comments (when there are any). */
export function UserAnswerCard({ answer }: { answer: UserAnswer }) {
  const t = useT();
  const format = useFormat();
  const score = answer.upvoteCount - answer.downvoteCount;
  return (
    <Card className="p-4">
      <article className="space-y-2">
        <p className="text-sm break-words">
          <span className="text-muted-foreground">{t("profile.answerTo")} </span>
          <Link href={`/questions/${answer.question.id}`} className="font-semibold hover:text-primary hover:underline">
            {answer.question.title}
          </Link>
        </p>
        <p className="line-clamp-3 text-sm break-words">{truncate(htmlToText(answer.content), LIMITS.feedPreview)}</p>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          {/* The net score, and no zero counters (issue 23). */}
          {score !== 0 && (
            <span className="inline-flex items-center gap-1">
              <ThumbsUp className="h-3.5 w-3.5" aria-hidden="true" /> {t("card.score", { n: format.compact(score) })}
            </span>
          )}
          {answer.commentCount > 0 && (
            <span className="inline-flex items-center gap-1">
              <MessageSquare className="h-3.5 w-3.5" aria-hidden="true" /> {t("card.comments", { count: answer.commentCount, n: format.compact(answer.commentCount) })}
            </span>
          )}
          <TimeAgo date={answer.createdAt} />
        </div>
      </article>
    </Card>
  );
}
