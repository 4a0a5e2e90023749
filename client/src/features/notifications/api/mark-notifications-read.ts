import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MarkNotificationsReadInput, NotificationItem, NotificationsUnreadCount } from "@shared/notifications";
import type { Page } from "@shared/questions";
import type { InfiniteData } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { notificationsQueryOptions } from "./get-notifications";
import { unreadNotificationsQueryOptions } from "./get-unread-notifications";

/** POST /api/notifications/read: some notifications, or all of them. */
export function markNotificationsRead(input: MarkNotificationsReadInput) {
  return apiJson<NotificationsUnreadCount>("POST", "/api/notifications/read", input);
}

/** Marks read; the shown items and the dot change at once, without a refetch. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (unread, input) => {
      queryClient.setQueryData(unreadNotificationsQueryOptions.queryKey, unread);
      const ids = input.ids ? new Set(input.ids) : null;
      queryClient.setQueryData(notificationsQueryOptions.queryKey, (data: InfiniteData<Page<NotificationItem>> | undefined) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((item) => (!ids || ids.has(item.id) ? { ...item, read: true } : item)),
              })),
            }
          : data,
      );
    },
  });
}
