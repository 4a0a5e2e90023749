import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { answers, comments, questions } from "./content";
import { users } from "./users";

/** A private conversation between two members (spec 2.17, /messages). */
export const conversations = pgTable(
  "conversations",
  {
    id: serial("id").primaryKey(),
    /** `"{smaller user id}:{larger user id}"`: one conversation per pair of members. */
    pairKey: text("pair_key").notNull(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true, precision: 3 }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("conversations_pair_key").on(t.pairKey)],
);

/** The two members of a conversation, with how far each has read. */
export const conversationMembers = pgTable(
  "conversation_members",
  {
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The newest message this member has seen; 0 before any. */
    lastReadMessageId: integer("last_read_message_id").notNull().default(0),
    /** Copied from the conversation so a member's inbox is one index walk. */
    lastMessageAt: timestamp("last_message_at", { withTimezone: true, precision: 3 }),
    joinedAt: timestamp("joined_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index("conversation_members_inbox_idx").on(t.userId, t.lastMessageAt.desc().nullsFirst(), t.conversationId.desc().nullsFirst()),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    /** Null once the sender's account is gone; the message stays for the other member. */
    senderId: uuid("sender_id").references(() => users.id, { onDelete: "set null" }),
    /** Plain text; rendered as text, never as HTML. */
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index("messages_conversation_idx").on(t.conversationId, t.id.desc().nullsFirst())],
);

/** What happened to a member's content or account (the header's notifications button). */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Who caused it; null once their account is gone. */
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "cascade" }),
    type: text("type", {
      enum: ["answer", "comment", "question_upvote", "answer_upvote", "follow", "followed_question_answer", "answer_accepted", "badge_awarded", "privilege_gained", "question_closed", "suggested_edit_approved", "suggested_edit_rejected", "appeal_upheld", "appeal_overturned", "post_held", "post_removed", "staging_feedback", "staging_published"],
    }).notNull(),
    /** What a badge or privilege notification is about: the badge's or the privilege's id (issue 24). */
    subject: text("subject"),
    questionId: integer("question_id").references(() => questions.id, { onDelete: "cascade" }),
    answerId: integer("answer_id").references(() => answers.id, { onDelete: "cascade" }),
    commentId: integer("comment_id").references(() => comments.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true, precision: 3 }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.id.desc().nullsFirst()),
    index("notifications_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
