import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { uploads } from "../../db/schema/content";

export async function insertUpload(db: Db, values: typeof uploads.$inferInsert) {
  await db.insert(uploads).values(values);
}

export async function findUpload(db: Db, id: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return row ?? null;
}

/** How many uploads a member stored since a moment, and their bytes (the daily quota). */
export async function uploadsSince(db: Db, userId: string, since: Date): Promise<{ count: number; bytes: number }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${uploads.size}), 0)::bigint` })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), gt(uploads.createdAt, since)));
  return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0) };
}
