import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { Page } from "@shared/questions";
import type { UserAnswer } from "@shared/users";
import { apiJson } from "@/lib/api";
import { userKey } from "./get-user-profile";

/** One page of GET /api/users/{id}/answers, newest first, each with its question. */
export function fetchUserAnswers(userId: string, cursor: string | null, limit = 20) {
  const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
  return apiJson<Page<UserAnswer>>("GET", `/api/users/${userId}/answers?${query}`);
}

/** A member's answers, a page at a time ('Load more'). */
export const userAnswersQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: [...userKey(userId), "answers"],
    queryFn: ({ pageParam }) => fetchUserAnswers(userId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useUserAnswers(userId: string) {
  return useInfiniteQuery(userAnswersQueryOptions(userId));
}
