import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { SearchResults, SearchSummary, SearchType } from "@shared/search";
import { apiJson } from "@/lib/api";
import { cursorParam } from "@/lib/page-param";

/** The kinds with a list of their own (every tab but All). */
export type ListType = Exclude<SearchType, "all">;

/** Every cached result of a query; invalidating it refreshes every tab. */
export const searchKey = (q: string) => ["/api/search", q] as const;

const searchUrl = (type: SearchType, q: string) => `/api/search?type=${type}&q=${encodeURIComponent(q)}`;

/** GET /api/search?type=all: counts, the first questions and the best few of every other kind. */
export const searchSummaryQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...searchKey(q), "all"],
    queryFn: () => apiJson<SearchSummary>("GET", searchUrl("all", q)),
  });

export function useSearchSummary(q: string) {
  return useQuery({ ...searchSummaryQueryOptions(q), enabled: q.length > 0 });
}

/** GET /api/search?type=: one kind, a keyset page at a time ('Load More'). */
export const searchListQueryOptions = <T extends ListType>(type: T, q: string) =>
  infiniteQueryOptions({
    queryKey: [...searchKey(q), type],
    queryFn: ({ pageParam }) => apiJson<SearchResults[T]>("GET", `${searchUrl(type, q)}${cursorParam(pageParam)}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useSearchList<T extends ListType>(type: T, q: string) {
  return useInfiniteQuery({ ...searchListQueryOptions(type, q), enabled: q.length > 0 });
}
