import { z } from "zod";
import { cursorQuerySchema, pageLimitSchema } from "./ids";
import { LIMITS } from "./limits";
import { visibleText } from "./text";
import type * as responses from "./messages.responses";
import type { unreadCountSchema } from "./responses";

/** One private message (spec section 3's Message sample: senderId, content, isOwn). */
export type MessageItem = z.input<typeof responses.messageItemSchema>;

/**
 * A conversation in the inbox (spec section 3's Conversation sample: name, lastMessage,
 * timestamp, unread, online). The other member's public fields only, never an email.
 */
export type ConversationSummary = z.input<typeof responses.conversationSummarySchema>;

/** The signed-in member's unread messages, over all conversations. */
export type MessagesUnreadCount = z.input<typeof unreadCountSchema>;

/** Characters of the last message shown in the inbox. */
export const MESSAGE_PREVIEW_LENGTH = 120;

export const MESSAGE_REQUIRED = "Please write a message.";

/** Body of POST /api/conversations/{id}/messages. */
export const sendMessageSchema = z.object({
  content: z
    .string({ error: MESSAGE_REQUIRED })
    .trim()
    .min(1, MESSAGE_REQUIRED)
    .max(LIMITS.messageContent, `Message must be at most ${LIMITS.messageContent} characters`)
    .check(visibleText(MESSAGE_REQUIRED)),
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
