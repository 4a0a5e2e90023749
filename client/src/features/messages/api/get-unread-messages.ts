import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MessagesUnreadCount } from "@shared/messages";
import { conversationsKey } from "./get-conversations";

/** GET /api/conversations/unread-count: the messages button's badge; live events keep it current. */
export const unreadMessagesQueryOptions = queryOptions<MessagesUnreadCount>({
  queryKey: [...conversationsKey, "unread-count"],
});

export function useUnreadMessages() {
  return useQuery(unreadMessagesQueryOptions);
}
