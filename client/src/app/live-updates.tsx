import { useEffect } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { liveEventTypes, type LiveEvent } from "@shared/events";
import { useUser } from "@/hooks/use-user";
import { privilegesQueryOptions } from "@/hooks/use-privileges";
import { notificationsKey } from "@/features/notifications/api/get-notifications";
import { unreadNotificationsQueryOptions } from "@/features/notifications/api/get-unread-notifications";
import { conversationsKey } from "@/features/messages/api/get-conversations";
import { addMessageToCaches, setConversationRead } from "@/features/messages/api/message-cache";

/** Brings the query caches up to date with one live event. */
function applyEvent(queryClient: QueryClient, event: LiveEvent) {
  switch (event.type) {
    case "notification":
    case "notifications.read":
      queryClient.setQueryData(unreadNotificationsQueryOptions.queryKey, { count: event.unreadCount });
      void queryClient.invalidateQueries({ queryKey: notificationsKey, predicate: (query) => query.queryKey[1] === "list" });
      // A privilege gained comes as a notification (and votes on one's posts with it): the gated controls read again.
      if (event.type === "notification") void queryClient.invalidateQueries({ queryKey: privilegesQueryOptions.queryKey });
      break;
    case "message":
      addMessageToCaches(queryClient, event.message, event.unreadCount);
      break;
    case "conversation.read":
      setConversationRead(queryClient, event.conversationId, event.unreadCount);
      break;
  }
}

/**
 * One EventSource (GET /api/events) while a member is signed in: new notifications,
 * messages and read changes update the badges, the inbox and an open thread without a
 * reload. The browser reconnects by itself after a drop; what happened meanwhile was not
 * streamed, so a reconnect asks for the counts and lists again.
 */
export function LiveUpdates() {
  const { user } = useUser();
  const queryClient = useQueryClient();
  const userId = user?.id;

  useEffect(() => {
    if (!userId || typeof EventSource === "undefined") return;
    const source = new EventSource("/api/events", { withCredentials: true });
    let connectedBefore = false;
    source.onopen = () => {
      if (connectedBefore) {
        void queryClient.invalidateQueries({ queryKey: notificationsKey });
        void queryClient.invalidateQueries({ queryKey: conversationsKey });
      }
      connectedBefore = true;
    };
    const handle = (message: MessageEvent<string>) => {
      try {
        applyEvent(queryClient, JSON.parse(message.data) as LiveEvent);
      } catch {
        // A malformed event is skipped; the next one, or a reconnect, brings things up to date.
      }
    };
    for (const type of liveEventTypes) source.addEventListener(type, handle);
    return () => source.close();
  }, [userId, queryClient]);

  return null;
}
