import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BadgeList } from "@shared/badges.responses";
import { apiJson } from "@/lib/api";

/** GET /api/badges: every badge, how it is earned and how many members have it. */
export const badgesQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/badges"],
    queryFn: () => apiJson<BadgeList>("GET", "/api/badges"),
    staleTime: 60_000,
  });

export function useBadges() {
  return useQuery(badgesQueryOptions());
}
