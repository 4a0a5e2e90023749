import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { Page, QuestionSummary } from "@shared/questions";
import { apiJson } from "@/lib/api";
import { cursorParam } from "@/lib/page-param";
import { spaceKey } from "./get-space";

/** GET /api/spaces/{id}/questions: the space's posts, newest first. */
export const spaceQuestionsQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: [...spaceKey(id), "questions"],
    queryFn: ({ pageParam }) => apiJson<Page<QuestionSummary>>("GET", `/api/spaces/${id}/questions?limit=10${cursorParam(pageParam)}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useSpaceQuestions(id: number) {
  return useInfiniteQuery(spaceQuestionsQueryOptions(id));
}
