import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { FollowingActivity, FollowingType, Page } from "@shared/questions";
import { apiJson } from "@/lib/api";
import { cursorParam } from "@/lib/page-param";

/** GET /api/questions/following?type=: questions and answers by the people the member follows. */
export const followingActivityQueryOptions = (type: FollowingType) =>
  infiniteQueryOptions({
    queryKey: ["/api/questions/following", { type }],
    queryFn: ({ pageParam }) => apiJson<Page<FollowingActivity>>("GET", `/api/questions/following?type=${type}${cursorParam(pageParam)}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useFollowingActivity(type: FollowingType) {
  return useInfiniteQuery(followingActivityQueryOptions(type));
}
