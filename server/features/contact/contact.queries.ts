import type { Db } from "../../db/client";
import { contactMessages, feedback } from "../../db/schema/admin";

export async function insertContactMessage(db: Db, values: typeof contactMessages.$inferInsert) {
  await db.insert(contactMessages).values(values);
}

export async function insertFeedback(db: Db, values: typeof feedback.$inferInsert) {
  await db.insert(feedback).values(values);
}
