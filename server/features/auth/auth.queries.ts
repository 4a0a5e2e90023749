import { eq, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/users";

export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

/** Staff sign in with their username, or with their email. */
export async function findStaffByLogin(db: Db, login: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.username, login), eq(users.email, login.toLowerCase())))
    .limit(1);
  return row ?? null;
}

export async function findUserByOidcSubject(db: Db, subject: string) {
  const [row] = await db.select().from(users).where(eq(users.oidcSubject, subject)).limit(1);
  return row ?? null;
}

export async function insertUser(db: Db, values: NewUser) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: Db, id: string, values: Partial<NewUser>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}
