import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { ReputationPage } from "@shared/reputation.responses";
import { apiJson } from "@/lib/api";

/** One page of GET /api/users/{id}/reputation: the total and its changes, newest first. */
export function fetchReputationHistory(userId: string, cursor: string | null) {
  const query = new URLSearchParams(cursor ? { cursor } : {});
  return apiJson<ReputationPage>("GET", `/api/users/${encodeURIComponent(userId)}/reputation${cursor ? `?${query}` : ""}`);
}

/** A member's reputation history, a page at a time ('Load more'); under the member's key, so it refreshes with them. */
export const reputationHistoryQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: ["/api/users", userId, "reputation"],
    queryFn: ({ pageParam }) => fetchReputationHistory(userId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useReputationHistory(userId: string) {
  return useInfiniteQuery(reputationHistoryQueryOptions(userId));
}
