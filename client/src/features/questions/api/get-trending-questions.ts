import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { TrendingPage, TrendingPeriod } from "@shared/questions";
import { apiJson } from "@/lib/api";
import { cursorParam } from "@/lib/page-param";

/** GET /api/questions/trending?period=: the hottest questions of today, this week or this month. */
export const trendingQuestionsQueryOptions = (period: TrendingPeriod) =>
  infiniteQueryOptions({
    queryKey: ["/api/questions/trending", { period }],
    queryFn: ({ pageParam }) => apiJson<TrendingPage>("GET", `/api/questions/trending?period=${period}${cursorParam(pageParam)}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useTrendingQuestions(period: TrendingPeriod) {
  return useInfiniteQuery(trendingQuestionsQueryOptions(period));
}
