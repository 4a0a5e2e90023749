import type { MemberAbilities } from "./abilities";
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




/** The owner-only settings (spec section 3's settings form, notification and visibility part). */
export interface UserSettings {
  emailNotifications: boolean;
  pushNotifications: boolean;
  weeklyDigest: boolean;
  profileVisibility: "public" | "private";
}

/** GET /api/users/{id}: a member's profile with stats from real data. */
export interface UserProfile extends Omit<User, "email"> {
  /** What the viewer may do with this profile, decided by the server's policy. */
  abilities: MemberAbilities;
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
