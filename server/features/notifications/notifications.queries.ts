import { and, count, desc, eq, inArray, isNull, lt } from "drizzle-orm";
import type { NotificationItem } from "@shared/notifications";
import { helpSectionPath } from "@shared/help";
import type { Page } from "@shared/questions";
import type { Db } from "../../db/client";
import { questions } from "../../db/schema/content";
import { notifications } from "../../db/schema/messaging";
import { idKeyset, pageOf } from "../../lib/keyset";
import { loadAuthors } from "../../content/authors";
import { presentAuthor } from "../../content/author.presenter";

type NotificationRow = typeof notifications.$inferSelect;

/** Where a notification leads: the question, the answer's anchor on it, the question's comments, or the actor's profile. */
function linkOf(row: Pick<NotificationRow, "type" | "userId" | "actorId" | "questionId" | "answerId">): string | null {
  if (row.type === "follow") return row.actorId ? `/profile/${row.actorId}` : null;
  // A member's badge (not a post's) is shown on their profile, with every badge's rule (issue 24).
  if (row.type === "badge_awarded" && !row.questionId) return `/profile/${row.userId}`;
  // What the new privilege lets one do, and the others still ahead, are on the Help Center (issue 24).
  if (row.type === "privilege_gained") return helpSectionPath("reputation");
  if (!row.questionId) return null;
  if (row.answerId) return `/questions/${row.questionId}#answer-${row.answerId}`;
  return row.type === "comment" ? `/questions/${row.questionId}#question-comments` : `/questions/${row.questionId}`;
}

/** A page of the member's notifications, newest first (keyset on id, notifications_user_idx). */
export async function listNotifications(db: Db, userId: string, options: { cursor?: string; limit: number }): Promise<Page<NotificationItem>> {
  const before = options.cursor ? lt(notifications.id, idKeyset.decode(options.cursor)[0]) : undefined;
  const rows = await db
    .select({ notification: notifications, questionTitle: questions.title })
    .from(notifications)
    .leftJoin(questions, eq(questions.id, notifications.questionId))
    .where(and(eq(notifications.userId, userId), before))
    .orderBy(desc(notifications.id))
    .limit(options.limit + 1);
  const page = pageOf(rows, options.limit, (last) => idKeyset.encode(last.notification.id));
  const actors = await loadAuthors(db, page.items.map((row) => row.notification.actorId));
  const items = page.items.map(({ notification: row, questionTitle }) => ({
    id: row.id,
    type: row.type,
    actor: presentAuthor(row.actorId ? actors.get(row.actorId) : undefined),
    question: row.questionId && questionTitle !== null ? { id: row.questionId, title: questionTitle } : null,
    answerId: row.answerId,
    subject: row.subject,
    link: linkOf(row),
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  }));
  return { items, nextCursor: page.nextCursor };
}

/** How many of the member's notifications are unread (the partial notifications_unread_idx). */
export async function countUnreadNotifications(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks these notifications (or all, when ids is undefined) of the member read; idempotent. */
export async function markNotificationsRead(db: Db, userId: string, ids: number[] | undefined): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), ids ? inArray(notifications.id, ids) : undefined));
}
