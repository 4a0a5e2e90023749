import { Link } from "wouter";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useT } from "@/i18n";
import { useRelatedQuestions } from "../api/related";

/** The "Related questions" card: beside the answers on wide screens, under them on phones. */
export function RelatedQuestions({ questionId }: { questionId: number }) {
  const t = useT();
  const related = useRelatedQuestions(questionId, questionId > 0);
  const items = related.data?.items ?? [];
  if (!related.isLoading && items.length === 0) return null;
  return (
    <Card className="p-4" role="region" aria-labelledby="related-heading">
      <h2 id="related-heading" className="mb-3 text-sm font-semibold">
        {t("question.relatedQuestions")}
      </h2>
      {related.isLoading ? (
        <div className="space-y-2">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-4/6" />
        </div>
      ) : (
        <ul className="space-y-3">
          {items.map((item) => (
            <li key={item.id} className="text-sm leading-snug">
              <Link href={`/questions/${item.id}`} className="font-medium text-primary hover:underline">
                {item.title}
              </Link>
              <p className="mt-0.5 text-xs text-muted-foreground">{t("question.answerCount", { count: item.answerCount })}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
