import { displayName, type User, type UserProfile } from "@shared/users";
import type { AdminUser } from "@shared/admin";
import type { users } from "../db/schema/users";

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
    locale: row.locale ?? null,
  };
}

/**
 * A profile (GET /api/users/{id}): everyone sees the public fields and stats; the email
 * and the settings only go to the owner, and a private profile's details only to its owner.
 */
export function presentProfile(
  row: UserRow,
  extra: { stats: UserProfile["stats"]; isFollowing: boolean; isOwner: boolean; showDetails: boolean; abilities: UserProfile["abilities"] },
): UserProfile {
  // The account's language is the member's own business, even on their own profile.
  const { locale: _locale, ...user } = presentUser(row);
  const hidden = extra.showDetails ? {} : { bio: null, location: null, website: null, education: null };
  return {
    ...user,
    ...hidden,
    email: extra.isOwner ? user.email : null,
    stats: extra.stats,
    reputation: row.reputation,
    isFollowing: extra.isFollowing,
    abilities: extra.abilities,
    settings: extra.isOwner
      ? {
          emailNotifications: row.emailNotifications,
          pushNotifications: row.pushNotifications,
          weeklyDigest: row.weeklyDigest,
          profileVisibility: row.profileVisibility,
        }
      : null,
  };
}

/** An account as the admin list shows it; staff made from ADMIN_USERNAME have a username, not an email. */
export function presentAdminUser(row: UserRow): AdminUser {
  const named = row.firstName || row.lastName || row.email;
  return {
    id: row.id,
    name: named ? displayName(row) : (row.username ?? "User"),
    email: row.email,
    username: row.username,
    role: row.role,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
