import { Link } from "wouter";
import { FileQuestion, MessageSquareText } from "lucide-react";
import { topPerforming, type TopContent } from "@shared/business";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { counted } from "./figures";

/** Top Performing Content (spec 2.15): the member's best questions and answers, linked. */
export function TopPerformingContent({ items, onAsk }: { items: TopContent[]; onAsk: () => void }) {
  const top = topPerforming(items);
  return (
    <Card className="p-5" role="region" aria-labelledby="top-content-heading">
      <h2 id="top-content-heading" className="text-lg font-semibold">
        Top Performing Content
      </h2>
      <p className="text-xs text-muted-foreground">All time, by upvotes plus replies</p>
      {top.length === 0 ? (
        <div className="mt-4 space-y-3 text-sm text-muted-foreground">
          <p>Nothing here yet: your questions and answers appear here as people engage with them.</p>
          <Button size="sm" onClick={onAsk}>
            Ask a Question
          </Button>
        </div>
      ) : (
        <ol className="mt-3 divide-y">
          {top.map((item) => {
            const Icon = item.type === "question" ? FileQuestion : MessageSquareText;
            const href = item.type === "question" ? `/questions/${item.id}` : `/questions/${item.questionId}#answer-${item.id}`;
            return (
              <li key={`${item.type}-${item.id}`} className="flex items-start gap-3 py-3">
                <Icon className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <Link href={href} className="line-clamp-2 font-medium hover:underline">
                    {item.type === "answer" && <span className="sr-only">Your answer to: </span>}
                    {item.title}
                  </Link>
                  <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
                    <Badge variant="outline">{item.type === "question" ? "Question" : "Answer"}</Badge>
                    <span>{counted(item.upvoteCount, "upvote")}</span>
                    <span>{counted(item.replyCount, item.type === "question" ? "answer" : "comment")}</span>
                    <span>{counted(item.viewCount, "view")}</span>
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
