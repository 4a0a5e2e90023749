import { queryOptions, useQuery } from "@tanstack/react-query";
import { popularQuestionsBootQuery } from "@shared/boot";
import type { TrendingPage } from "@shared/questions";
import { apiJson } from "@/lib/api";

/** GET /api/questions/trending?period=month&limit=5: a few popular questions, the not-found page's way on (issue 23). */
export const popularQuestionsQueryOptions = queryOptions({
  queryKey: popularQuestionsBootQuery.key,
  queryFn: () => apiJson<TrendingPage>("GET", popularQuestionsBootQuery.url),
});

export function usePopularQuestions() {
  return useQuery(popularQuestionsQueryOptions);
}
