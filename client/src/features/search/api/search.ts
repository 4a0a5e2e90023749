import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { SearchResults, SearchSort, SearchSummary, SearchType } from "@shared/search";
import { apiJson } from "@/lib/api";
import { cursorParam } from "@/lib/page-param";

/** The kinds with a list of their own (every tab but All). */
export type ListType = Exclude<SearchType, "all">;

/** Every cached result of a query; invalidating it refreshes every tab. */
export const searchKey = (q: string) => ["/api/search", q] as const;

const searchUrl = (type: SearchType, q: string, sort: SearchSort) =>
  `/api/search?type=${type}&q=${encodeURIComponent(q)}${sort === "relevance" ? "" : `&sort=${sort}`}`;

/** GET /api/search?type=all: counts, the first questions and the best few of every other kind. */
export const searchSummaryQueryOptions = (q: string, sort: SearchSort = "relevance") =>
  queryOptions({
    queryKey: [...searchKey(q), "all", sort],
    queryFn: () => apiJson<SearchSummary>("GET", searchUrl("all", q, sort)),
  });

export function useSearchSummary(q: string, sort: SearchSort = "relevance") {
  return useQuery({ ...searchSummaryQueryOptions(q, sort), enabled: q.length > 0 });
}

/** GET /api/search?type=: one kind, a keyset page at a time ('Load More'). */
export const searchListQueryOptions = <T extends ListType>(type: T, q: string, sort: SearchSort = "relevance") =>
  infiniteQueryOptions({
    queryKey: [...searchKey(q), type, sort],
    queryFn: ({ pageParam }) => apiJson<SearchResults[T]>("GET", `${searchUrl(type, q, sort)}${cursorParam(pageParam)}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useSearchList<T extends ListType>(type: T, q: string, sort: SearchSort = "relevance") {
  return useInfiniteQuery({ ...searchListQueryOptions(type, q, sort), enabled: q.length > 0 });
}
