import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { Draft } from "@shared/drafts";
import type { Page } from "@shared/questions";
import { apiJson } from "@/lib/api";

/** Every drafts query starts with this key part, so one invalidation refreshes them all. */
export const DRAFTS_KEY = "/api/drafts";

/** GET /api/drafts: the member's drafts, last edited first, a page at a time. */
export const draftsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [DRAFTS_KEY, "list"],
    queryFn: ({ pageParam }) => apiJson<Page<Draft>>("GET", `${DRAFTS_KEY}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useDrafts() {
  return useInfiniteQuery(draftsQueryOptions());
}

/** GET /api/drafts/{id}: one draft (the answer box continues it). */
export const draftQueryOptions = (id: number) => queryOptions<Draft>({ queryKey: [DRAFTS_KEY, id] });

export function useDraft(id: number | null) {
  return useQuery({ ...draftQueryOptions(id ?? 0), enabled: id !== null });
}
