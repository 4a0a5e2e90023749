import { z } from "zod";
import { cursorQuerySchema, pageLimitSchema } from "./ids";
import { LIMITS } from "./limits";
import type { AuthorSummary } from "./questions";

/** One private message (spec section 3's Message sample: senderId, content, isOwn). */
export interface MessageItem {
  id: number;
  conversationId: number;
  /** Null once the sender's account is gone. */
  senderId: string | null;
  /** Plain text: shown as text, never as HTML. */
  content: string;
  createdAt: string;
  /** Whether the signed-in member sent it. */
  isOwn: boolean;
}

/**
 * A conversation in the inbox (spec section 3's Conversation sample: name, lastMessage,
 * timestamp, unread, online). The other member's public fields only, never an email.
 */
export interface ConversationSummary {
  id: number;
  /** The other member; null once their account is deleted. */
  member: AuthorSummary | null;
  /** Whether the other member can receive messages (not suspended or deleted). */
  canReply: boolean;
  /** The newest message, its content cut to a preview; null before the first message. */
  lastMessage: { content: string; senderId: string | null; isOwn: boolean; createdAt: string } | null;
  /** When the newest message was sent; null before the first. */
  lastMessageAt: string | null;
  /** Messages from the other member the signed-in member has not read. */
  unreadCount: number;
  /** Whether the other member has Ponder open right now (a live connection to this server). */
  online: boolean;
}

/** The signed-in member's unread messages, over all conversations. */
export interface MessagesUnreadCount {
  count: number;
}

/** Characters of the last message shown in the inbox. */
export const MESSAGE_PREVIEW_LENGTH = 120;

export const MESSAGE_REQUIRED = "Please write a message.";

/** Body of POST /api/conversations/{id}/messages. */
export const sendMessageSchema = z.object({
  content: z
    .string({ error: MESSAGE_REQUIRED })
    .trim()
    .min(1, MESSAGE_REQUIRED)
    .max(LIMITS.messageContent, `Message must be at most ${LIMITS.messageContent} characters`),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** Body of POST /api/conversations: start (or open) the conversation with this member. */
export const startConversationSchema = z.object({
  userId: z.uuid({ error: "userId must be a member's id" }),
});

/** Query string of GET /api/conversations. */
export const conversationsQuerySchema = z.object({
  /** Filters by the other member's name, ignoring case. */
  q: z.string().trim().max(100, "Search must be at most 100 characters").default(""),
  cursor: cursorQuerySchema,
  limit: pageLimitSchema(50, 20),
});
