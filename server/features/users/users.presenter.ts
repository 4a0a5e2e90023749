import type { User } from "@shared/users";
import type { users } from "../../db/schema/users";

type UserRow = typeof users.$inferSelect;

/** The public shape of a user: spec section 3's fields, never a hash or an OIDC subject. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    profileImageUrl: row.profileImageUrl,
    bio: row.bio,
    location: row.location,
    website: row.website,
    employment: row.employment,
    education: row.education,
    createdAt: row.createdAt.toISOString(),
    isAdmin: row.role === "admin",
    role: row.role,
    onboardingCompleted: row.onboardingCompleted,
  };
}
