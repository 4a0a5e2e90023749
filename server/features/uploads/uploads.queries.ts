import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { uploads } from "../../db/schema/content";

// Image bytes cross to and from the database as base64, converted by the database: PGlite
// converts bytea parameters and results on the event loop at 0.3-1 s per MB (measured: a 4 MB
// image took 1.7 s to store and 0.9 s to read, stalling every request meanwhile), base64 in
// about a twentieth of that. node-postgres takes either alike.

/** Stores an upload. */
export async function insertUpload(db: Db, values: typeof uploads.$inferInsert) {
  await db.insert(uploads).values({ ...values, data: sql`decode(${values.data.toString("base64")}, 'base64')` });
}

/** An upload with its bytes, or null. */
export async function findUpload(db: Db, id: string) {
  const [row] = await db
    .select({ mimeType: uploads.mimeType, data: sql<string>`encode(${uploads.data}, 'base64')` })
    .from(uploads)
    .where(eq(uploads.id, id))
    .limit(1);
  return row ? { mimeType: row.mimeType, data: Buffer.from(row.data, "base64") } : null;
}

/** How many uploads a member stored since a moment, and their bytes (the daily quota). */
export async function uploadsSince(db: Db, userId: string, since: Date): Promise<{ count: number; bytes: number }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${uploads.size}), 0)::bigint` })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), gt(uploads.createdAt, since)));
  return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0) };
}
