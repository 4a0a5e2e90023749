import { useId } from "react";
import { Link } from "wouter";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useHydratedQuery } from "@/hooks/use-hydrated";
import { useT } from "@/i18n";
import { useRelatedQuestions } from "../api/related";
import { ClosedMark } from "./closed-mark";

/**
 * The "Related questions" card: in the frame's right column on a member's wide screen, beside
 * the answers on a visitor's, under them on phones. Only strong matches come (the server's
 * threshold); closed ones say so.
 */
export function RelatedQuestions({ questionId, linked = [] }: { questionId: number; /** Its linked duplicates, listed in their own card. */ linked?: number[] }) {
  const t = useT();
  // The page may hold two of these (one for each width, CSS shows one): ids of their own.
  const headingId = useId();
  const related = useHydratedQuery(useRelatedQuestions(questionId, questionId > 0));
  const items = (related.data?.items ?? []).filter((item) => !linked.includes(item.id));
  if (!related.isLoading && items.length === 0) return null;
  return (
    <Card className="p-4" role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-sm font-semibold">
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
            <li key={item.id} className="break-words text-sm leading-snug">
              <Link href={`/questions/${item.id}`} className="font-medium text-primary hover:underline">
                {item.title}
              </Link>
              {item.closed && <ClosedMark />}
              <p className="mt-0.5 text-xs text-muted-foreground">{t("question.answerCount", { count: item.answerCount })}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
