import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { uploads } from "../../db/schema/content";

export async function insertUpload(db: Db, values: typeof uploads.$inferInsert) {
  await db.insert(uploads).values(values);
}

export async function findUpload(db: Db, id: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return row ?? null;
}
