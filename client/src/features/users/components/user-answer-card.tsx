import { Link } from "wouter";
import { AnswerCounts } from "@/components/answer-counts";
import { LIMITS } from "@shared/limits";
import type { UserAnswer } from "@shared/users";
import { Card } from "@/components/ui/card";
import { TimeAgo } from "@/components/time-ago";
import { useT } from "@/i18n";
import { htmlToText, truncate } from "@/lib/format";

/** An answer on a profile: 'Answer to:' its question, an excerpt of the answer, its score and comments (when there are any). */
export function UserAnswerCard({ answer }: { answer: UserAnswer }) {
  const t = useT();
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
          <AnswerCounts answer={answer} size="xs" />
          <TimeAgo date={answer.createdAt} />
        </div>
      </article>
    </Card>
  );
}
