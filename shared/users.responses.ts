import { z } from "zod";
import { memberAbilitiesSchema } from "./abilities";
import { answerItemSchema } from "./questions.responses";
import { dateTimeSchema, pageSchema } from "./responses";
import { LOCALES } from "./locales";

// What the member routes send; the client imports only the types (shared/users.ts).

/** A member's role. */
export const userRoleSchema = z.enum(["user", "moderator", "admin"]);

/** The user object the API returns (spec section 3), never with a password hash. */
export const userSchema = z.object({
  /** The member's id. */
  id: z.string(),
  /** First name, if given. */
  firstName: z.string().nullable(),
  /** Last name, if given. */
  lastName: z.string().nullable(),
  /** Email; null where it is not shown (or a deleted account). */
  email: z.string().nullable(),
  /** Avatar URL, if any. */
  profileImageUrl: z.string().nullable(),
  /** About the member. */
  bio: z.string().nullable(),
  /** Where they are. */
  location: z.string().nullable(),
  /** Their website. */
  website: z.string().nullable(),
  /** Job line. */
  employment: z.string().nullable(),
  /** Schooling. */
  education: z.string().nullable(),
  /** When they joined. */
  createdAt: dateTimeSchema,
  /** Whether they are an admin. */
  isAdmin: z.boolean(),
  /** Their role. */
  role: userRoleSchema,
  /** Whether they finished onboarding. */
  onboardingCompleted: z.boolean(),
  /**
   * The interface language kept on the account (issue 13), null until the member chooses one.
   * Only in the member's own answers (sign-in, /api/auth/user), never in a profile.
   */
  locale: z.enum(LOCALES).nullable().optional(),
});

/** The owner-only settings (spec section 3's settings form, notification and visibility part). */
export const userSettingsSchema = z.object({
  /** Mail for notifications. */
  emailNotifications: z.boolean(),
  /** Browser notifications. */
  pushNotifications: z.boolean(),
  /** The weekly digest mail. */
  weeklyDigest: z.boolean(),
  /** Who sees the profile's details. */
  profileVisibility: z.enum(["public", "private"]),
});

/** GET /api/users/{id}: a member's profile with stats from real data. */
export const userProfileSchema = userSchema.extend({
  /** Profile numbers from real data. */
  stats: z.object({
    /** Questions asked. */
    questionCount: z.number(),
    /** Answers written. */
    answerCount: z.number(),
    /** Upvotes summed over the member's questions. */
    totalUpvotes: z.number(),
    /** Views summed over the member's questions. */
    totalViews: z.number(),
    /** Members following them. */
    followerCount: z.number(),
    /** Members they follow. */
    followingCount: z.number(),
  }),
  /** Reputation (issue 24): at least 1; the header shows it beside the name. */
  reputation: z.number().int(),
  /** Whether the signed-in member follows this member. */
  isFollowing: z.boolean(),
  /** Owner only; null for everyone else. */
  settings: userSettingsSchema.nullable(),
  /** What the viewer may do with the profile. */
  abilities: memberAbilitiesSchema,
});

/** GET /api/users/{id}/answers: an answer with the question it answers ('Answer to:'). */
export const userAnswerSchema = answerItemSchema.extend({
  /** The question answered. */
  question: z.object({ id: z.number(), title: z.string() }),
});

/** A page of a member's answers. */
export const userAnswerPageSchema = pageSchema(userAnswerSchema);

/** Result of POST and DELETE /api/users/{id}/follow. */
export const userFollowResultSchema = z.object({
  /** Whether the member now follows them. */
  following: z.boolean(),
  /** Their follower count afterwards. */
  followerCount: z.number(),
});
