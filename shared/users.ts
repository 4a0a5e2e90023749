import { z } from "zod";
import { LIMITS } from "./limits";
import type { AnswerItem } from "./questions";

/** The user object the API returns (spec section 3), never with a password hash. */
export interface User {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
  bio: string | null;
  location: string | null;
  website: string | null;
  employment: string | null;
  education: string | null;
  createdAt: string;
  isAdmin: boolean;
  role: UserRole;
  onboardingCompleted: boolean;
}

export type UserRole = "user" | "moderator" | "admin";

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

/** Avatar menu subtitle: bio, else employment, else 'Software Developer'. */
export function userSubtitle(user: Pick<User, "bio" | "employment">): string {
  return user.bio || user.employment || "Software Developer";
}


const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();

/** A website: empty, or an http(s) URL. */
const websiteSchema = z
  .string({ error: "Website must be text" })
  .trim()
  .max(LIMITS.website, `Website must be at most ${LIMITS.website} characters`)
  .refine((value) => value === "" || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value), "Please enter a valid URL starting with http:// or https://")
  .transform((value) => (value === "" ? null : value))
  .nullable()
  .optional();

/**
 * Body of PATCH /api/users/{id}: the edit screen sends the seven profile fields, the
 * settings screen all ten; every field is optional.
 */
export const updateProfileSchema = z.object({
  firstName: z.string().trim().min(1, "First name is required").max(LIMITS.firstName, `First name must be at most ${LIMITS.firstName} characters`).optional(),
  lastName: z.string().trim().max(LIMITS.lastName, `Last name must be at most ${LIMITS.lastName} characters`).optional(),
  bio: optionalText("Bio", LIMITS.bio),
  location: optionalText("Location", LIMITS.location),
  website: websiteSchema,
  employment: optionalText("Employment", LIMITS.employment),
  education: optionalText("Education", LIMITS.education),
  profileImageUrl: z
    .string()
    .regex(/^\/api\/uploads\/[A-Za-z0-9_-]{10,64}$/, "Profile picture must be an uploaded image")
    .nullable()
    .optional(),
  emailNotifications: z.boolean().optional(),
  pushNotifications: z.boolean().optional(),
  weeklyDigest: z.boolean().optional(),
  profileVisibility: z.enum(["public", "private"], { error: "Profile visibility must be public or private" }).optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/** The owner-only settings (spec section 3's settings form, notification and visibility part). */
export interface UserSettings {
  emailNotifications: boolean;
  pushNotifications: boolean;
  weeklyDigest: boolean;
  profileVisibility: "public" | "private";
}

/** GET /api/users/{id}: a member's profile with stats from real data. */
export interface UserProfile extends Omit<User, "email"> {
  /** Shown to the owner only. */
  email: string | null;
  stats: {
    questionCount: number;
    answerCount: number;
    /** Upvotes summed over the member's questions. */
    totalUpvotes: number;
    /** Views summed over the member's questions. */
    totalViews: number;
    followerCount: number;
    followingCount: number;
  };
  /** Whether the signed-in member follows this member. */
  isFollowing: boolean;
  /** Owner only; null for everyone else. */
  settings: UserSettings | null;
}

/** GET /api/users/{id}/answers: an answer with the question it answers ('Answer to:'). */
export interface UserAnswer extends AnswerItem {
  question: { id: number; title: string };
}

/** Result of POST and DELETE /api/users/{id}/follow. */
export interface UserFollowResult {
  following: boolean;
  followerCount: number;
}
