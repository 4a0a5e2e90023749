import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contactMessages, feedback } from "../../db/schema/admin";
import { users } from "../../db/schema/users";
import { keyAfter } from "../../lib/keyset";

type Position = { createdAt: Date; id: number };

export async function insertContactMessage(db: Db, values: typeof contactMessages.$inferInsert) {
  await db.insert(contactMessages).values(values);
}

export async function insertFeedback(db: Db, values: typeof feedback.$inferInsert) {
  await db.insert(feedback).values(values);
}

/** Contact messages, newest first; one row more than the limit tells whether there is more. */
export function listContactMessages(db: Db, options: { after?: Position; limit: number }) {
  const { after } = options;
  return db
    .select()
    .from(contactMessages)
    .where(after ? keyAfter([contactMessages.createdAt, contactMessages.id], [after.createdAt, after.id]) : undefined)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(options.limit + 1);
}

/** Feedback, newest first, with the member who sent it (when signed in). */
export function listFeedback(db: Db, options: { after?: Position; limit: number }) {
  const { after } = options;
  return db
    .select({ row: feedback, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .where(after ? keyAfter([feedback.createdAt, feedback.id], [after.createdAt, after.id]) : undefined)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(options.limit + 1);
}
