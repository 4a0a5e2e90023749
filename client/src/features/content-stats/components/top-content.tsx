import { Link } from "wouter";
import { ArrowUp, Eye, MessageCircle, MessageSquare } from "lucide-react";
import type { TopAnswer, TopQuestion } from "@shared/content-stats";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";

/** A count with its noun, singular or plural ("1 view", "3 views"). */
function Figure({ icon: Icon, value, one, many }: { icon: typeof Eye; value: number; one: string; many: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {value.toLocaleString("en-US")} <span className="sr-only sm:not-sr-only">{value === 1 ? one : many}</span>
    </span>
  );
}

/** The range's top questions (by views) and answers (by upvotes); what happened in the range only. */
export function TopContent({ questions, answers }: { questions: TopQuestion[]; answers: TopAnswer[] }) {
  const empty = questions.length === 0 && answers.length === 0;
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="text-lg font-semibold">Top content in this period</h2>
      {empty ? (
        <p className="mt-2 text-sm text-muted-foreground">Nothing yet: when members view, upvote or reply to your content in this period, it shows here.</p>
      ) : (
        <ol className="mt-3 divide-y">
          {questions.map((item) => (
              <li key={`q-${item.id}`} className="space-y-1 py-3">
                <div className="flex items-start gap-2">
                  <Badge variant="secondary">Question</Badge>
                  <Link href={`/questions/${item.id}`} className="min-w-0 font-medium break-words hover:underline">
                    {item.title}
                  </Link>
                </div>
                <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
                  <Figure icon={Eye} value={item.views} one="view" many="views" />
                  <Figure icon={ArrowUp} value={item.upvotes} one="upvote" many="upvotes" />
                  <Figure icon={MessageSquare} value={item.answerCount} one="answer in all" many="answers in all" />
                </p>
              </li>
            ))}
          {answers.map((item) => (
              <li key={`a-${item.id}`} className="space-y-1 py-3">
                <div className="flex items-start gap-2">
                  <Badge variant="outline">Answer</Badge>
                  <Link href={`/questions/${item.questionId}`} className="min-w-0 font-medium break-words hover:underline">
                    {item.title}
                  </Link>
                </div>
                <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
                  <Figure icon={ArrowUp} value={item.upvotes} one="upvote" many="upvotes" />
                  <Figure icon={MessageCircle} value={item.comments} one="comment" many="comments" />
                </p>
              </li>
            ))}
        </ol>
      )}
    </Card>
  );
}
