import { queryOptions, useQuery } from "@tanstack/react-query";
import type { NotificationsUnreadCount } from "@shared/notifications";
import { notificationsKey } from "./get-notifications";

/** GET /api/notifications/unread-count: the bell's dot; live events keep it current. */
export const unreadNotificationsQueryOptions = queryOptions<NotificationsUnreadCount>({
  queryKey: [...notificationsKey, "unread-count"],
});

export function useUnreadNotifications() {
  return useQuery(unreadNotificationsQueryOptions);
}
