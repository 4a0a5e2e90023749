import { desc } from "drizzle-orm";
import type { AuditEntry } from "@shared/admin";
import type { Page } from "@shared/questions";
import type { Db } from "../db/client";
import { auditLog } from "../db/schema/admin";
import type { users } from "../db/schema/users";
import { afterDateCursor, dateKeyset, pageOf } from "../lib/keyset";
import { presentAdminUser } from "../accounts/users.presenter";

type Actor = typeof users.$inferSelect;

/**
 * Writes one audit entry: who (id and name at the time), what, on what, when. Callers pass
 * the transaction of the action itself, so the entry exists exactly when the action happened.
 */
export async function recordAudit(
  db: Db,
  actor: Actor,
  action: string,
  target: { type: string; id: string | number } | null = null,
  details: Record<string, unknown> | null = null,
) {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorName: presentAdminUser(actor).name,
    action,
    targetType: target?.type ?? null,
    targetId: target ? String(target.id) : null,
    details,
  });
}

/**
 * Staff acting on someone else's question, answer or comment through the member routes (the
 * same edit and delete a member has) are audited like the admin panel's actions; an author's
 * own changes are not. Callers pass the transaction of the change.
 */
export async function auditStaffChange(
  db: Db,
  actor: Actor,
  kind: "question" | "answer" | "comment",
  content: { id: number; authorId: string | null },
  change: "edit" | "delete",
  details: Record<string, unknown> = {},
) {
  if (content.authorId === actor.id) return;
  await recordAudit(db, actor, `${kind}.${change}`, { type: kind, id: content.id }, { authorId: content.authorId, ...details });
}

/** The audit log, newest first. */
export async function listAudit(db: Db, options: { cursor?: string; limit: number }): Promise<Page<AuditEntry>> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(afterDateCursor(auditLog.createdAt, auditLog.id, options.cursor))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(options.limit + 1);
  const page = pageOf(rows, options.limit, (last) => dateKeyset.encode(last.createdAt, last.id));
  return {
    items: page.items.map((row) => ({
      id: row.id,
      actor: row.actorName,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: page.nextCursor,
  };
}
