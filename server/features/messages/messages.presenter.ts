import type { ConversationSummary, MessageItem } from "@shared/messages";
import type { messages } from "../../db/schema/messaging";
import { presentAuthor, type AuthorRow } from "../../content/author.presenter";

// How messages and conversations are shown. Pure: messages.queries.ts loads what they read.

type MessageRow = typeof messages.$inferSelect;

/** A message as the viewer reads it. */
export function presentMessage(row: MessageRow, viewerId: string): MessageItem {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    isOwn: row.senderId === viewerId,
  };
}

/** A conversation row as the inbox query returns it. */
export interface InboxRow {
  conversation_id: number;
  last_message_at: string | Date | null;
  other_id: string | null;
  last_sender_id: string | null;
  last_content: string | null;
  last_created_at: string | Date | null;
  unread: number | string;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/** A conversation in the viewer's inbox, with the other member among those loaded (`others`). */
export function presentConversation(
  row: InboxRow,
  others: ReadonlyMap<string, AuthorRow>,
  viewerId: string,
  isOnline: (userId: string) => boolean,
): ConversationSummary {
  const other = row.other_id ? others.get(row.other_id) : undefined;
  const member = presentAuthor(other);
  return {
    id: Number(row.conversation_id),
    member,
    canReply: other?.status === "active",
    lastMessage:
      row.last_created_at !== null
        ? {
            content: row.last_content ?? "",
            senderId: row.last_sender_id,
            isOwn: row.last_sender_id === viewerId,
            createdAt: iso(row.last_created_at),
          }
        : null,
    lastMessageAt: row.last_message_at !== null ? iso(row.last_message_at) : null,
    unreadCount: Number(row.unread),
    online: member !== null && isOnline(member.id),
  };
}
