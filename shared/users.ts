import type { z } from "zod";
import type * as responses from "./users.responses";

/** The user object the API returns (spec section 3), never with a password hash. */
export type User = z.input<typeof responses.userSchema>;

/** A member's role. */
export type UserRole = z.input<typeof responses.userRoleSchema>;

type NamedUser = Pick<User, "firstName" | "lastName" | "email">;

/** Display name: first plus last name, else email, else 'User'. */
export function displayName(user: NamedUser | null | undefined): string {
  if (!user) return "User";
  const full = [user.firstName, user.lastName].filter((part) => part && part.trim()).join(" ").trim();
  return full || user.email || "User";
}

/** Initials: the first letters of up to two name words. */
export function initials(user: NamedUser | null | undefined): string {
  const name = displayName(user);
  return name
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
}

/**
 * Avatar menu subtitle: bio, else employment, else none. The spec's 'Software Developer' for
 * everyone else was a made-up identity (product decisions, issue 23): no line then.
 */
export function userSubtitle(user: Pick<User, "bio" | "employment">): string | null {
  return user.bio || user.employment || null;
}




/** The owner-only settings (spec section 3's settings form, notification and visibility part). */
export type UserSettings = z.input<typeof responses.userSettingsSchema>;

/** GET /api/users/{id}: a member's profile with stats from real data. */
export type UserProfile = z.input<typeof responses.userProfileSchema>;

/** GET /api/users/{id}/answers: an answer with the question it answers ('Answer to:'). */
export type UserAnswer = z.input<typeof responses.userAnswerSchema>;

/** Result of POST and DELETE /api/users/{id}/follow. */
export type UserFollowResult = z.input<typeof responses.userFollowResultSchema>;
