import { z } from "zod";
import { authorSummarySchema } from "./questions.responses";
import { dateTimeSchema, pageSchema } from "./responses";

// What the message routes send; the client imports only the types (shared/messages.ts).

/** One private message (spec section 3's Message sample: senderId, content, isOwn). */
export const messageItemSchema = z.object({
  /** Its id. */
  id: z.number(),
  /** The conversation it is in. */
  conversationId: z.number(),
  /** Null once the sender's account is gone. */
  senderId: z.string().nullable(),
  /** Plain text: shown as text, never as HTML. */
  content: z.string(),
  /** When it was sent. */
  createdAt: dateTimeSchema,
  /** Whether the signed-in member sent it. */
  isOwn: z.boolean(),
});

/** A page of messages. */
export const messagePageSchema = pageSchema(messageItemSchema);

/**
 * A conversation in the inbox (spec section 3's Conversation sample: name, lastMessage,
 * timestamp, unread, online). The other member's public fields only, never an email.
 */
export const conversationSummarySchema = z.object({
  /** Its id. */
  id: z.number(),
  /** The other member; null once their account is deleted. */
  member: authorSummarySchema.nullable(),
  /** Whether the other member can receive messages (not suspended or deleted). */
  canReply: z.boolean(),
  /** The newest message, its content cut to a preview; null before the first message. */
  lastMessage: z
    .object({ content: z.string(), senderId: z.string().nullable(), isOwn: z.boolean(), createdAt: dateTimeSchema })
    .nullable(),
  /** When the newest message was sent; null before the first. */
  lastMessageAt: dateTimeSchema.nullable(),
  /** Messages from the other member the signed-in member has not read. */
  unreadCount: z.number(),
  /** Whether the other member has Ponder open right now (a live connection to this server). */
  online: z.boolean(),
});

/** A page of conversations. */
export const conversationPageSchema = pageSchema(conversationSummarySchema);
