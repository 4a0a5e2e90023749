import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { ConversationSummary } from "@shared/messages";
import type { Page } from "@shared/questions";
import { apiJson } from "@/lib/api";

/** Every messaging query starts with this key. */
export const conversationsKey = ["/api/conversations"] as const;

/** One page of GET /api/conversations, latest message first; q filters by the other member's name. */
export function fetchConversations(q: string, cursor: string | null, limit = 20) {
  const query = new URLSearchParams({ limit: String(limit), ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) });
  return apiJson<Page<ConversationSummary>>("GET", `/api/conversations?${query}`);
}

/** The inbox (or a search in it), a page at a time ('Load More'). */
export const conversationsQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...conversationsKey, "inbox", q],
    queryFn: ({ pageParam }) => fetchConversations(q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useConversations(q: string) {
  return useInfiniteQuery(conversationsQueryOptions(q));
}
