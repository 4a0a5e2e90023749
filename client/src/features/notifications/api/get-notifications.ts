import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { NotificationItem } from "@shared/notifications";
import type { Page } from "@shared/questions";
import { apiJson } from "@/lib/api";

/** Every notifications query starts with this key. */
export const notificationsKey = ["/api/notifications"] as const;

/** One page of GET /api/notifications, newest first. */
export function fetchNotifications(cursor: string | null, limit = 10) {
  const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
  return apiJson<Page<NotificationItem>>("GET", `/api/notifications?${query}`);
}

/** The member's notifications, a page at a time ('Load more'). */
export const notificationsQueryOptions = infiniteQueryOptions({
  queryKey: [...notificationsKey, "list"],
  queryFn: ({ pageParam }) => fetchNotifications(pageParam),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});

export function useNotifications(enabled = true) {
  return useInfiniteQuery({ ...notificationsQueryOptions, enabled });
}
