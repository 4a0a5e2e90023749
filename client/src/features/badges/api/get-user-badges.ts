import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { UserBadgePage } from "@shared/badges.responses";
import { apiJson } from "@/lib/api";

/** One page of GET /api/users/{id}/badges: the member's badges, newest first, and their count per tier. */
export function fetchUserBadges(userId: string, cursor: string | null) {
  const query = new URLSearchParams(cursor ? { cursor } : {});
  return apiJson<UserBadgePage>("GET", `/api/users/${encodeURIComponent(userId)}/badges${cursor ? `?${query}` : ""}`);
}

/** A member's badges, a page at a time ('Load more'); under the member's key, so it refreshes with them. */
export const userBadgesQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: ["/api/users", userId, "badges"],
    queryFn: ({ pageParam }) => fetchUserBadges(userId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useUserBadges(userId: string) {
  return useInfiniteQuery(userBadgesQueryOptions(userId));
}
