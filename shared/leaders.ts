import { z } from "zod";
import { cursorQuerySchema, pageLimitSchema } from "./ids";
import type * as responses from "./leaders.responses";

// Members by reputation (issue 24 point 2): the /users leaderboard and a topic's top answerers.

/** The /users periods: the reputation gained in the last 7, 30 or 365 days, or the total. */
export const leaderPeriods = ["week", "month", "year", "all"] as const;
export type LeaderPeriod = (typeof leaderPeriods)[number];

/** A topic's leaders' periods (the issue's `week|month|all`). */
export const topicLeaderPeriods = ["week", "month", "all"] as const;
export type TopicLeaderPeriod = (typeof topicLeaderPeriods)[number];

/**
 * Days each period looks back from now: rolling windows, so a member's place never jumps at
 * midnight on a Monday or the first of a month, and every visitor sees the same window.
 */
export const LEADER_PERIOD_DAYS: Record<Exclude<LeaderPeriod, "all">, number> = { week: 7, month: 30, year: 365 };

/** Members per /users page: a grid of 3 or 2 columns fills evenly. */
export const LEADERS_PAGE_SIZE = 24;

/** How many answerers a topic's card lists. */
export const TOPIC_LEADERS_COUNT = 5;

/** How many topics a member's card names (where their period's points came from). */
export const LEADER_TOP_TOPICS = 3;

/** Query string of GET /api/users/leaders. */
export const leadersQuerySchema = z.object({
  period: z.enum(leaderPeriods, { error: "period must be week, month, year or all" }).default("week"),
  cursor: cursorQuerySchema,
  limit: pageLimitSchema(48, LEADERS_PAGE_SIZE),
});

/** Query string of GET /api/topics/{id}/leaders. */
export const topicLeadersQuerySchema = z.object({
  period: z.enum(topicLeaderPeriods, { error: "period must be week, month or all" }).default("week"),
});

/** One member of the /users leaderboard. */
export type Leader = z.input<typeof responses.leaderSchema>;
/** A page of GET /api/users/leaders. */
export type LeaderPage = z.input<typeof responses.leaderPageSchema>;
/** GET /api/topics/{id}/leaders. */
export type TopicLeaders = z.input<typeof responses.topicLeadersSchema>;
