import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { NotificationType } from "@shared/notifications";
import type { Db } from "../db/client";
import { notifications } from "../db/schema/messaging";

// The notifier's writes and the live unread counts it publishes; the notifications feature
// reads and marks them (features/notifications/notifications.queries.ts).

/** Unread counts of several members at once (those with a live stream open). */
export async function countUnreadNotificationsOf(db: Db, userIds: string[]): Promise<Map<string, number>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ userId: notifications.userId, n: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), isNull(notifications.readAt)))
    .groupBy(notifications.userId);
  return new Map(rows.map((row) => [row.userId, row.n]));
}

/** What a new notification is about. */
export interface NewNotification {
  userId: string;
  actorId: string;
  type: NotificationType;
  questionId?: number | null;
  answerId?: number | null;
  commentId?: number | null;
}

/** Inserts notifications; returns the members who got one. */
export async function insertNotifications(db: Db, rows: NewNotification[]): Promise<string[]> {
  if (!rows.length) return [];
  const inserted = await db.insert(notifications).values(rows).returning({ userId: notifications.userId });
  return inserted.map((row) => row.userId);
}

/**
 * Inserts the notification unless this actor already caused the same one (an upvote of the
 * same item, a follow): re-votes and re-follows notify once. An advisory lock on the key
 * makes two simultaneous requests agree. Returns whether it was inserted.
 */
export async function insertNotificationOnce(db: Db, row: NewNotification): Promise<boolean> {
  const questionId = row.questionId ?? null;
  const answerId = row.answerId ?? null;
  const key = `notification:${row.userId}:${row.actorId}:${row.type}:${questionId}:${answerId}`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const [existing] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, row.userId),
          eq(notifications.actorId, row.actorId),
          eq(notifications.type, row.type),
          questionId === null ? isNull(notifications.questionId) : eq(notifications.questionId, questionId),
          answerId === null ? isNull(notifications.answerId) : eq(notifications.answerId, answerId),
        ),
      )
      .limit(1);
    if (existing) return false;
    await tx.insert(notifications).values({ ...row, questionId, answerId });
    return true;
  });
}
