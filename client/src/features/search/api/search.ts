import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
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

/** How many questions the search box suggests as one types. */
export const INSTANT_RESULTS = 6;
/** Fewer characters than this suggest nothing (one letter matches too much to help). */
export const INSTANT_MIN_LENGTH = 2;

/**
 * The search box's instant results: the best few questions for what is typed so far. A newer
 * query cancels the request of an older one (TanStack Query aborts the signal of a query whose
 * key the box has left), and the last results stay shown while the next ones load.
 */
export function useInstantSearch(q: string) {
  return useQuery({
    queryKey: [...searchKey(q), "instant"],
    queryFn: ({ signal }) => apiJson<SearchResults["questions"]>("GET", `/api/search?type=questions&limit=${INSTANT_RESULTS}&q=${encodeURIComponent(q)}`, undefined, signal),
    enabled: q.length >= INSTANT_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}
