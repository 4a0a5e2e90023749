import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema/users";
import type { PasswordHasher } from "./password";
import { insertUser, updateUser } from "./members";

/**
 * Creates the admin named by ADMIN_USERNAME, or brings an existing one up to date
 * (password, role, active), so the variables are the source of truth at every start.
 */
export async function ensureAdminAccount(db: Db, passwords: PasswordHasher, username: string, password: string) {
  const [existing] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  const passwordHash = await passwords.hash(password);
  if (existing) {
    return (await updateUser(db, existing.id, { passwordHash, role: "admin", status: "active", onboardingCompleted: true }))!;
  }
  return insertUser(db, {
    username,
    passwordHash,
    firstName: username,
    lastName: null,
    role: "admin",
    onboardingCompleted: true,
  });
}
