import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { ConversationSummary, MessageItem } from "@shared/messages";
import type { Page } from "@shared/questions";
import { conversationQueryOptions } from "./get-conversation";
import { conversationsKey } from "./get-conversations";
import { messagesQueryOptions } from "./get-messages";
import { unreadMessagesQueryOptions } from "./get-unread-messages";

// How a new message or a read changes what is cached, whether it came from this tab's own
// call or from the live event stream: one place, so both paths agree.

const inboxKey = [...conversationsKey, "inbox"];

/**
 * A new message: it joins its thread (once, however many times it arrives), the inbox is
 * fetched again (its order changed), and the badge takes the server's count when given.
 */
export function addMessageToCaches(queryClient: QueryClient, message: MessageItem, unreadCount?: number) {
  queryClient.setQueryData(messagesQueryOptions(message.conversationId).queryKey, (data: InfiniteData<Page<MessageItem>> | undefined) => {
    if (!data || data.pages.some((page) => page.items.some((item) => item.id === message.id))) return data;
    const [first, ...rest] = data.pages;
    return { ...data, pages: [{ ...first!, items: [message, ...first!.items] }, ...rest] };
  });
  if (unreadCount !== undefined) queryClient.setQueryData(unreadMessagesQueryOptions.queryKey, { count: unreadCount });
  void queryClient.invalidateQueries({ queryKey: inboxKey });
  void queryClient.invalidateQueries({ queryKey: conversationQueryOptions(message.conversationId).queryKey, exact: true });
}

/** A conversation was read: its unread count is 0 wherever it shows, and the badge is the new total. */
export function setConversationRead(queryClient: QueryClient, conversationId: number, unreadCount: number) {
  queryClient.setQueryData(unreadMessagesQueryOptions.queryKey, { count: unreadCount });
  const clear = (conversation: ConversationSummary) => (conversation.id === conversationId ? { ...conversation, unreadCount: 0 } : conversation);
  queryClient.setQueriesData({ queryKey: inboxKey }, (data: InfiniteData<Page<ConversationSummary>> | undefined) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(clear) })) } : data,
  );
  queryClient.setQueryData(conversationQueryOptions(conversationId).queryKey, (data: ConversationSummary | undefined) => (data ? clear(data) : data));
}
