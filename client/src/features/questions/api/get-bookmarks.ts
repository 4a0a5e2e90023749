import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { BookmarkCounts, BookmarkedAnswer, BookmarkedQuestion, BookmarkTab } from "@shared/bookmarks";
import type { Page } from "@shared/questions";
import { apiJson } from "@/lib/api";

/** Every bookmarks query starts with this key part, so one invalidation refreshes them all. */
export const BOOKMARKS_KEY = "/api/bookmarks";

type Item<T extends BookmarkTab> = T extends "questions" ? BookmarkedQuestion : BookmarkedAnswer;

/** GET /api/bookmarks/{questions|answers}: newest saved first, a page at a time. */
export const bookmarksQueryOptions = <T extends BookmarkTab>(tab: T) =>
  infiniteQueryOptions({
    queryKey: [BOOKMARKS_KEY, tab],
    queryFn: ({ pageParam }) =>
      apiJson<Page<Item<T>>>("GET", `${BOOKMARKS_KEY}/${tab}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useBookmarks<T extends BookmarkTab>(tab: T) {
  return useInfiniteQuery(bookmarksQueryOptions(tab));
}

/** GET /api/bookmarks/counts: the tabs' counts. */
export const bookmarkCountsQueryOptions = () => queryOptions<BookmarkCounts>({ queryKey: [BOOKMARKS_KEY, "counts"] });

export function useBookmarkCounts() {
  return useQuery(bookmarkCountsQueryOptions());
}
