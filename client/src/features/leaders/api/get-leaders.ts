import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { LeaderPage, LeaderPeriod } from "@shared/leaders";
import { apiJson } from "@/lib/api";
import { cursorParam } from "@/lib/page-param";

/** GET /api/users/leaders?period=: members by the reputation they gained in the period (or in all), a page at a time. */
export const leadersQueryOptions = (period: LeaderPeriod) =>
  infiniteQueryOptions({
    queryKey: ["/api/users/leaders", { period }],
    queryFn: ({ pageParam }) => apiJson<LeaderPage>("GET", `/api/users/leaders?period=${period}${cursorParam(pageParam)}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useLeaders(period: LeaderPeriod) {
  return useInfiniteQuery(leadersQueryOptions(period));
}
