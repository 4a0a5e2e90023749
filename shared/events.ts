import type { MessageItem } from "./messages";

/**
 * What GET /api/events streams to a signed-in member (Server-Sent Events; the SSE event
 * name is `type`, the data is this object as JSON). Counts are the member's totals after
 * the change, so a client can update its badges without asking again.
 */
export type LiveEvent =
  /** Someone answered, commented, upvoted or followed. */
  | { type: "notification"; unreadCount: number }
  /** Notifications were marked read (maybe in another tab). */
  | { type: "notifications.read"; unreadCount: number }
  /** A message in one of the member's conversations, theirs or the other member's. */
  | { type: "message"; message: MessageItem; unreadCount: number }
  /** The member read a conversation (maybe in another tab). */
  | { type: "conversation.read"; conversationId: number; unreadCount: number };

export type LiveEventType = LiveEvent["type"];

/** Every event type, for the client's listeners. */
export const liveEventTypes: LiveEventType[] = ["notification", "notifications.read", "message", "conversation.read"];
