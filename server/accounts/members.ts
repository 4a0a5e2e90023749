import { and, eq, ne, or } from "drizzle-orm";
import { listFollowedTopics, setTopicFollow } from "../content/topics";
import { setSpaceMembership } from "../content/spaces";
import type { Db } from "../db/client";
import { spaceMembers } from "../db/schema/spaces";
import { userFollows } from "../db/schema/content";
import { users } from "../db/schema/users";

// Member accounts: sign-up and sign-in (auth), staff accounts and user management (admin),
// profiles and account deletion (users) all read and write the users table through here.

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

/**
 * Deletes an account in one transaction: the row stays (so questions and answers keep
 * their author id and show 'Deleted account') but every personal field is cleared, and
 * the member's follows go, topic follower counters included. Sessions are the caller's.
 */
export async function deleteAccount(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        status: "deleted",
        role: "user",
        email: null,
        username: null,
        passwordHash: null,
        oidcSubject: null,
        firstName: null,
        lastName: null,
        bio: null,
        location: null,
        website: null,
        employment: null,
        education: null,
        profileImageUrl: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    await tx.delete(userFollows).where(or(eq(userFollows.followerId, userId), eq(userFollows.followeeId, userId)));
    // Through the topic and space membership writes (content/), so their counters stay right.
    for (const topic of await listFollowedTopics(tx, userId)) await setTopicFollow(tx, userId, topic.id, false);
    const memberships = await tx.select({ spaceId: spaceMembers.spaceId }).from(spaceMembers).where(eq(spaceMembers.userId, userId));
    for (const { spaceId } of memberships) await setSpaceMembership(tx, userId, spaceId, false);
  });
}
