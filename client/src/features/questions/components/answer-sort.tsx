import { useLocation, useSearch } from "wouter";
import { answerSortIn, answerSorts, type AnswerSort } from "@shared/lists";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useT, type MessageId } from "@/i18n";

const LABELS: Record<AnswerSort, MessageId> = { votes: "question.sortVotes", newest: "question.sortNewest", oldest: "question.sortOldest", active: "question.sortActive" };

/** The answer order the page's URL asks for (`?sort=`); votes when none. */
export function useAnswerSort(): AnswerSort {
  return answerSortIn(useSearch());
}

/**
 * Votes / Newest / Oldest / Active above the answers, kept in the URL so a link keeps the order.
 * The tabs have no panels of their own: each controls the answers' section (`controls`, its
 * id), which Radix would otherwise point at a panel that does not exist.
 */
export function AnswerSortTabs({ questionId, sort, controls }: { questionId: number; sort: AnswerSort; controls: string }) {
  const t = useT();
  const [, navigate] = useLocation();
  const choose = (value: string) => navigate(`/questions/${questionId}${value === "votes" ? "" : `?sort=${value}`}`, { replace: true });
  return (
    <Tabs value={sort} onValueChange={choose}>
      <TabsList aria-label={t("question.sortAnswers")} className="h-9">
        {answerSorts.map((value) => (
          <TabsTrigger key={value} value={value} aria-controls={controls} className="px-2.5 py-1 text-xs sm:text-sm">
            {t(LABELS[value])}
          </TabsTrigger>
        ))}
      </TabsList>
    </Tabs>
  );
}
