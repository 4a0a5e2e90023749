import { z } from "zod";
import { BADGE_IDS, BADGE_TIERS } from "./badges";
import { dateTimeSchema } from "./responses";

// What the badge routes send (issue 24); the client imports only the types.

/** One badge of GET /api/badges. */
export const badgeSummarySchema = z.object({
  id: z.enum(BADGE_IDS),
  /** The English name (the client shows its translation by id). */
  name: z.string(),
  tier: z.enum(BADGE_TIERS),
  /** How it is earned. */
  rule: z.string(),
  /** Earned once per post rather than once per member. */
  perPost: z.boolean(),
  /** How many members have it. */
  awarded: z.number().int(),
});

/** GET /api/badges: every badge, in shared/badges.ts's order. */
export const badgeListSchema = z.object({ items: z.array(badgeSummarySchema) });

/** One badge a member earned, newest first on their profile. */
export const userBadgeSchema = z.object({
  /** The award's id (the list's keyset position). */
  id: z.number(),
  badgeId: z.enum(BADGE_IDS),
  name: z.string(),
  tier: z.enum(BADGE_TIERS),
  rule: z.string(),
  /** The post that earned it, when there is one and the viewer may see it. */
  post: z.object({ questionId: z.number(), answerId: z.number().nullable(), title: z.string() }).nullable(),
  awardedAt: dateTimeSchema,
});

/** GET /api/users/{id}/badges */
export const userBadgePageSchema = z.object({
  /** How many badges of each tier the member has (every page says the whole count). */
  counts: z.object({ bronze: z.number().int(), silver: z.number().int(), gold: z.number().int() }),
  items: z.array(userBadgeSchema),
  nextCursor: z.string().nullable(),
});

export type BadgeSummary = z.infer<typeof badgeSummarySchema>;
export type BadgeList = z.infer<typeof badgeListSchema>;
export type UserBadge = z.infer<typeof userBadgeSchema>;
export type UserBadgePage = z.infer<typeof userBadgePageSchema>;
