import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { Page } from "@shared/questions";
import type { SpaceSort, SpaceTab } from "@shared/space-lists";
import type { Space } from "@shared/spaces";
import { apiJson } from "@/lib/api";
import { cursorParam } from "@/lib/page-param";

/** Every cached space list; invalidating it refreshes them all. */
export const spaceListsKey = ["/api/spaces", "lists"] as const;

const FEATURED_COUNT = 4;

/** GET /api/spaces?tab=&sort=&q=: a keyset page at a time ('Load More'). */
export const spacesQueryOptions = (tab: SpaceTab, sort: SpaceSort, q: string) =>
  infiniteQueryOptions({
    queryKey: [...spaceListsKey, { tab, sort, q }],
    queryFn: ({ pageParam }) =>
      apiJson<Page<Space>>("GET", `/api/spaces?tab=${tab}&sort=${sort}&q=${encodeURIComponent(q)}${cursorParam(pageParam)}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useSpaces(tab: SpaceTab, sort: SpaceSort, q: string) {
  return useInfiniteQuery(spacesQueryOptions(tab, sort, q));
}

/** Featured Spaces: the four with the most members. */
export const featuredSpacesQueryOptions = queryOptions({
  queryKey: [...spaceListsKey, "featured"],
  queryFn: () => apiJson<Page<Space>>("GET", `/api/spaces?sort=members&limit=${FEATURED_COUNT}`),
});

export function useFeaturedSpaces() {
  return useQuery(featuredSpacesQueryOptions);
}
