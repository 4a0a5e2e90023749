import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { Page, QuestionSummary } from "@shared/questions";
import { apiJson } from "@/lib/api";
import { userKey } from "./get-user-profile";

/** One page of GET /api/users/{id}/questions, newest first. */
export function fetchUserQuestions(userId: string, cursor: string | null, limit = 20) {
  const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
  return apiJson<Page<QuestionSummary>>("GET", `/api/users/${userId}/questions?${query}`);
}

/** A member's questions, a page at a time ('Load more'). */
export const userQuestionsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: [...userKey(userId), "questions"],
    queryFn: ({ pageParam }) => fetchUserQuestions(userId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useUserQuestions(userId: string) {
  return useInfiniteQuery(userQuestionsQueryOptions(userId));
}
