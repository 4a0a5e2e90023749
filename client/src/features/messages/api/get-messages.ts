import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { MessageItem } from "@shared/messages";
import type { Page } from "@shared/questions";
import { apiJson } from "@/lib/api";
import { conversationsKey } from "./get-conversations";

/** One page of GET /api/conversations/{id}/messages, newest first. */
export function fetchMessages(conversationId: number, cursor: string | null, limit = 30) {
  const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
  return apiJson<Page<MessageItem>>("GET", `/api/conversations/${conversationId}/messages?${query}`);
}

/** A thread: the newest page first, older ones as the member asks for them. */
export const messagesQueryOptions = (conversationId: number) =>
  infiniteQueryOptions({
    queryKey: [...conversationsKey, conversationId, "messages"],
    queryFn: ({ pageParam }) => fetchMessages(conversationId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useMessages(conversationId: number) {
  return useInfiniteQuery(messagesQueryOptions(conversationId));
}
