import { and, eq, ne, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema/users";

// Member accounts: sign-up and sign-in (auth), staff accounts and user management (admin),
// profiles (users) all read and write the users table through here; ending an account, which
// touches the member's follows and memberships, is content/account-deletion.ts.

type UserRow = typeof users.$inferSelect;

/** The fields of a new account. */
export type NewUser = typeof users.$inferInsert;

/** The account with this email, whatever its status, or null. */
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

/** The account linked to this OpenID Connect subject, or null. */
export async function findUserByOidcSubject(db: Db, subject: string) {
  const [row] = await db.select().from(users).where(eq(users.oidcSubject, subject)).limit(1);
  return row ?? null;
}

/** Creates an account and returns its row. */
export async function insertUser(db: Db, values: NewUser) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/** Changes an account's fields (and its updatedAt); null when there is no such account. */
export async function updateUser(db: Db, id: string, values: Partial<NewUser>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

/** A member whose account still exists (active or suspended), or null. */
export async function findExistingUser(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), ne(users.status, "deleted")))
    .limit(1);
  return row ?? null;
}
