import { and, desc, eq, lt, sql, type SQL } from "drizzle-orm";
import { MESSAGE_PREVIEW_LENGTH, type ConversationSummary, type MessageItem } from "@shared/messages";
import type { Page } from "@shared/questions";
import type { Db } from "../../db/client";
import { conversationMembers, conversations, messages } from "../../db/schema/messaging";
import { users } from "../../db/schema/users";
import { dateKeyset, idKeyset, pageOf } from "../../lib/keyset";
import { loadAuthors } from "../../content/authors";
import { presentConversation, presentMessage, type InboxRow } from "./messages.presenter";

type MessageRow = typeof messages.$inferSelect;

/** The one conversation a pair of members can have: `"{smaller id}:{larger id}"`. */
export const pairKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/**
 * The member's conversations with the other member, the last message and the unread
 * count, in one query (the inbox index, then one probe of messages_conversation_idx per
 * conversation) plus one for the other members. `where` narrows them.
 */
async function loadConversations(db: Db, viewerId: string, where: SQL, limit: number): Promise<InboxRow[]> {
  const result = await db.execute(sql`
    select me.conversation_id, me.last_message_at, other.user_id as other_id,
      last.sender_id as last_sender_id, last.content as last_content, last.created_at as last_created_at,
      (select count(*) from ${messages} m
        where m.conversation_id = me.conversation_id and m.id > me.last_read_message_id
          and m.sender_id is distinct from me.user_id) as unread
    from ${conversationMembers} me
    left join ${conversationMembers} other on other.conversation_id = me.conversation_id and other.user_id <> me.user_id
    left join ${users} u on u.id = other.user_id
    left join lateral (
      select m.sender_id, left(m.content, ${MESSAGE_PREVIEW_LENGTH}) as content, m.created_at from ${messages} m
      where m.conversation_id = me.conversation_id order by m.id desc limit 1
    ) last on true
    where me.user_id = ${viewerId} and ${where}
    order by me.last_message_at desc, me.conversation_id desc
    limit ${limit}`);
  return (result as unknown as { rows: InboxRow[] }).rows;
}

/**
 * A page of the member's inbox, latest message first (keyset on last_message_at and id).
 * Conversations without messages yet are left out: the other member has nothing to read.
 * `q` keeps those whose other member's name contains it, ignoring case.
 */
export async function listConversations(
  db: Db,
  viewerId: string,
  options: { q: string; cursor?: string; limit: number },
  isOnline: (userId: string) => boolean,
): Promise<Page<ConversationSummary>> {
  const conditions: SQL[] = [sql`me.last_message_at is not null`];
  if (options.cursor) {
    const [createdAt, id] = dateKeyset.decode(options.cursor);
    conditions.push(sql`(me.last_message_at, me.conversation_id) < (${createdAt.toISOString()}::timestamptz, ${id})`);
  }
  if (options.q) {
    conditions.push(sql`strpos(lower(concat_ws(' ', u.first_name, u.last_name)), lower(${options.q})) > 0 and u.status <> 'deleted'`);
  }
  const rows = await loadConversations(db, viewerId, sql.join(conditions, sql` and `), options.limit + 1);
  // Every listed conversation has a last message (the condition above).
  const page = pageOf(rows, options.limit, (last) => dateKeyset.encode(new Date(last.last_message_at!), Number(last.conversation_id)));
  const others = await loadAuthors(db, page.items.map((row) => row.other_id));
  return { items: page.items.map((row) => presentConversation(row, others, viewerId, isOnline)), nextCursor: page.nextCursor };
}

/** One of the member's conversations; null when there is none or they are not in it. */
export async function findConversation(
  db: Db,
  viewerId: string,
  conversationId: number,
  isOnline: (userId: string) => boolean,
): Promise<ConversationSummary | null> {
  const rows = await loadConversations(db, viewerId, sql`me.conversation_id = ${conversationId}`, 1);
  if (!rows.length) return null;
  return presentConversation(rows[0]!, await loadAuthors(db, [rows[0]!.other_id]), viewerId, isOnline);
}

/** The members of a conversation (two, fewer once an account is gone); empty when it does not exist. */
export async function conversationMemberIds(db: Db, conversationId: number): Promise<string[]> {
  const rows = await db
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(eq(conversationMembers.conversationId, conversationId));
  return rows.map((row) => row.userId);
}

/**
 * The conversation between these two members, created with both memberships if there is
 * none. The unique pair key settles a race: the loser finds the winner's conversation.
 */
export async function openConversation(db: Db, userId: string, otherId: string): Promise<number> {
  const key = pairKey(userId, otherId);
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(conversations).values({ pairKey: key }).onConflictDoNothing().returning({ id: conversations.id });
    const id = created?.id ?? (await tx.select({ id: conversations.id }).from(conversations).where(eq(conversations.pairKey, key)))[0]!.id;
    await tx
      .insert(conversationMembers)
      .values([
        { conversationId: id, userId },
        { conversationId: id, userId: otherId },
      ])
      .onConflictDoNothing();
    return id;
  });
}

/** A page of a conversation's messages, newest first (keyset on id, messages_conversation_idx). */
export async function listMessages(
  db: Db,
  conversationId: number,
  viewerId: string,
  options: { cursor?: string; limit: number },
): Promise<Page<MessageItem>> {
  const before = options.cursor ? lt(messages.id, idKeyset.decode(options.cursor)[0]) : undefined;
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), before))
    .orderBy(desc(messages.id))
    .limit(options.limit + 1);
  const page = pageOf(rows, options.limit, (last) => idKeyset.encode(last.id));
  return { items: page.items.map((row) => presentMessage(row, viewerId)), nextCursor: page.nextCursor };
}

/**
 * Adds a message. In the same transaction the conversation and both members' inbox rows
 * move to its time, and the sender has read up to it.
 */
export async function sendMessage(db: Db, conversationId: number, senderId: string, content: string): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(messages).values({ conversationId, senderId, content }).returning();
    const at = row!.createdAt;
    await tx.update(conversations).set({ lastMessageAt: at }).where(eq(conversations.id, conversationId));
    await tx.update(conversationMembers).set({ lastMessageAt: at }).where(eq(conversationMembers.conversationId, conversationId));
    await tx
      .update(conversationMembers)
      .set({ lastReadMessageId: row!.id })
      .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, senderId)));
    return row!;
  });
}

/** The member has read every message of the conversation so far. */
export async function markConversationRead(db: Db, conversationId: number, userId: string): Promise<void> {
  await db
    .update(conversationMembers)
    .set({
      lastReadMessageId: sql`greatest(${conversationMembers.lastReadMessageId}, coalesce((select max(${messages.id}) from ${messages} where ${messages.conversationId} = ${conversationId}), 0))`,
    })
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)));
}

/** The member's unread messages over all their conversations (for the header's badge). */
export async function countUnreadMessages(db: Db, userId: string): Promise<number> {
  const result = await db.execute(sql`
    select count(*) as n from ${conversationMembers} me
    join ${messages} m on m.conversation_id = me.conversation_id and m.id > me.last_read_message_id
      and m.sender_id is distinct from me.user_id
    where me.user_id = ${userId}`);
  return Number((result as unknown as { rows: { n: number | string }[] }).rows[0]?.n ?? 0);
}
