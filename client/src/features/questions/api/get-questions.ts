import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { Page, QuestionSummary } from "@shared/questions";
import { apiJson } from "@/lib/api";

/** GET /api/questions, newest first, a page at a time. */
export const questionsQueryOptions = infiniteQueryOptions({
  queryKey: ["/api/questions"],
  queryFn: ({ pageParam }) =>
    apiJson<Page<QuestionSummary>>("GET", `/api/questions${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});

export function useQuestions() {
  return useInfiniteQuery(questionsQueryOptions);
}
