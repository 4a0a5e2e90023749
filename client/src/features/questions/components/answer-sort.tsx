import { useLocation, useSearch } from "wouter";
import { answerSortIn, answerSorts, type AnswerSort } from "@shared/lists";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";

const LABELS: Record<AnswerSort, string> = { votes: "Votes", newest: "Newest", oldest: "Oldest", active: "Active" };

/** The answer order the page's URL asks for (`?sort=`); votes when none. */
export function useAnswerSort(): AnswerSort {
  return answerSortIn(useSearch());
}

/** Votes / Newest / Oldest / Active above the answers, kept in the URL so a link keeps the order. */
export function AnswerSortTabs({ questionId, sort }: { questionId: number; sort: AnswerSort }) {
  const [, navigate] = useLocation();
  const choose = (value: string) => navigate(`/questions/${questionId}${value === "votes" ? "" : `?sort=${value}`}`, { replace: true });
  return (
    <Tabs value={sort} onValueChange={choose}>
      <TabsList aria-label="Sort answers" className="h-9">
        {answerSorts.map((value) => (
          <TabsTrigger key={value} value={value} className="px-2.5 py-1 text-xs sm:text-sm">
            {LABELS[value]}
          </TabsTrigger>
        ))}
      </TabsList>
    </Tabs>
  );
}
