import { Link } from "wouter";
import { MessageSquare, ThumbsUp } from "lucide-react";
import type { UserAnswer } from "@shared/users";
import { Card } from "@/components/ui/card";
import { RichContent } from "@/components/rich-content";
import { TimeAgo } from "@/components/time-ago";
import { countOf } from "@/lib/format";

/** An answer on a profile: 'Answer to:' its question, the answer itself, upvotes and comments. */
export function UserAnswerCard({ answer }: { answer: UserAnswer }) {
  return (
    <Card className="p-5">
      <article className="space-y-3">
        <p className="text-sm">
          <span className="text-muted-foreground">Answer to: </span>
          <Link href={`/questions/${answer.question.id}`} className="font-semibold hover:text-primary hover:underline">
            {answer.question.title}
          </Link>
        </p>
        <RichContent html={answer.content} />
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <ThumbsUp className="h-3.5 w-3.5" aria-hidden="true" /> {countOf(answer.upvoteCount, "upvote")}
          </span>
          <span className="inline-flex items-center gap-1">
            <MessageSquare className="h-3.5 w-3.5" aria-hidden="true" /> {countOf(answer.commentCount, "comment")}
          </span>
          <TimeAgo date={answer.createdAt} />
        </div>
      </article>
    </Card>
  );
}
