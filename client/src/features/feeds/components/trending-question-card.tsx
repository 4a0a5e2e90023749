import { Flame, TrendingUp } from "lucide-react";
import { LIMITS } from "@shared/limits";
import type { QuestionSummary } from "@shared/questions";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { VoteButtons } from "@/features/questions/components/vote-buttons";
import { htmlToText, truncate } from "@/lib/format";
import { CardByline, CardCounts, CardHeadline } from "./card-parts";

/** A trending question (spec 2.11): its rank, author, badges, preview, topics, counts and votes. */
export function TrendingQuestionCard({ question, rank }: { question: QuestionSummary; rank: number }) {
  const titleId = `trending-${question.id}-title`;
  const preview = truncate(htmlToText(question.content), LIMITS.feedPreview);
  return (
    <Card className="p-4 sm:p-5">
      <article className="flex gap-3 sm:gap-4" aria-labelledby={titleId}>
        <span className="w-8 shrink-0 pt-1.5 text-center text-lg font-bold tabular-nums text-primary sm:w-10 sm:text-xl">
          #{rank}
        </span>
        <div className="min-w-0 flex-1 space-y-3">
          <CardByline
            author={question.author}
            date={question.createdAt}
            badge={
              <Badge variant="accent">
                <TrendingUp aria-hidden="true" /> Trending
              </Badge>
            }
            action={
              <Badge variant="default" className="shrink-0">
                <Flame aria-hidden="true" /> Hot
              </Badge>
            }
          />
          <CardHeadline titleId={titleId} question={question} preview={preview} />
          <CardCounts views={question.viewCount} answers={question.answerCount} upvotes={question.upvoteCount} />
          <div className="border-t pt-3">
            <VoteButtons kind="questions" id={question.id} upvoteCount={question.upvoteCount} myVote={question.myVote} canVote={question.abilities.vote} />
          </div>
        </div>
      </article>
    </Card>
  );
}
