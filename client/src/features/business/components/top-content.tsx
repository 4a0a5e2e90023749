import { Link } from "wouter";
import { FileQuestion, MessageSquareText } from "lucide-react";
import { topPerforming, type TopContent } from "@shared/business";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useT } from "@/i18n";

/** Top Performing Content (spec 2.15): the member's best questions and answers, linked. */
export function TopPerformingContent({ items, onAsk }: { items: TopContent[]; onAsk: () => void }) {
  const top = topPerforming(items);
  const t = useT();
  return (
    <Card className="p-5" role="region" aria-labelledby="top-content-heading">
      <h2 id="top-content-heading" className="text-lg font-semibold">
        {t("business.topContent")}
      </h2>
      <p className="text-xs text-muted-foreground">{t("business.topContentSubtitle")}</p>
      {top.length === 0 ? (
        <div className="mt-4 space-y-3 text-sm text-muted-foreground">
          <p>{t("business.topContentEmpty")}</p>
          <Button size="sm" onClick={onAsk}>
            {t("business.askQuestion")}
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
                  <Link href={href} className="line-clamp-2 font-medium [overflow-wrap:anywhere] hover:underline">
                    {item.type === "answer" && <span className="sr-only">{t("business.yourAnswerTo")} </span>}
                    {item.title}
                  </Link>
                  <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
                    <Badge variant="outline">{item.type === "question" ? t("business.typeQuestion") : t("business.typeAnswer")}</Badge>
                    <span>{t("business.upvoteCount", { count: item.upvoteCount })}</span>
                    <span>{t(item.type === "question" ? "business.answerCount" : "business.commentCount", { count: item.replyCount })}</span>
                    <span>{t("business.viewCount", { count: item.viewCount })}</span>
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
