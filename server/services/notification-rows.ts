import { and, count, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { NotificationType } from "@shared/notifications";
import type { Db } from "../db/client";
import { notifications } from "../db/schema/messaging";
import { users } from "../db/schema/users";

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
  /** What it is about beyond the post: a badge, a privilege, a close reason. */
  subject?: string | null;
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

/**
 * Tells members of privileges they just reached (issue 24), one row per member and privilege,
 * the privilege's id as the subject. Each crossing of a threshold is reported by exactly one
 * reputation change (the member's row is locked while it moves), so a crossing is told once;
 * a member who already has an unread notice of the same privilege (an upvote taken back and
 * given again) is not told again, and staff, who have every privilege, are not told. Returns
 * the members who got one.
 */
export async function insertPrivilegeNotices(db: Db, gains: { userId: string; privilege: string }[]): Promise<string[]> {
  if (!gains.length) return [];
  const rows = sql.join(
    gains.map((gain) => sql`(${gain.userId}::uuid, ${gain.privilege}::text)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    insert into ${notifications} (user_id, type, subject)
    select gained.user_id, 'privilege_gained', gained.subject
    from (values ${rows}) as gained(user_id, subject)
    join ${users} on ${users.id} = gained.user_id and ${users.role} = 'user'
    where not exists (
      select 1 from ${notifications} told
      where told.user_id = gained.user_id and told.type = 'privilege_gained' and told.subject = gained.subject and told.read_at is null
    )
    returning user_id`);
  return (result as unknown as { rows: { user_id: string }[] }).rows.map((row) => row.user_id);
}

/**
 * The statement that tells members of the badges just awarded (issue 24), for a data-modifying
 * CTE: `awarded` names rows of (user_id, badge_id, post_key, question_id, answer_id) that the
 * same statement inserted into user_badges, so only the award's inserter tells, exactly once.
 * The badge's id is the subject; a per-post badge leads to its post.
 */
export function badgeNoticesFrom(awarded: SQL): SQL {
  return sql`
    insert into ${notifications} (user_id, type, subject, question_id, answer_id)
    select user_id, 'badge_awarded', badge_id, case when post_key <> '' then question_id end, case when post_key <> '' then answer_id end
    from ${awarded}
    returning user_id`;
}
