import { z } from "zod";
import { authorSummarySchema } from "./questions.responses";

// What the leaderboard routes send (issue 24 point 2); the client imports only the types (shared/leaders.ts).

/** A topic a member earned in, with the points earned there in the period. */
export const leaderTopicSchema = z.object({ id: z.number(), name: z.string(), points: z.number().int() });

/** One member of the /users leaderboard. */
export const leaderSchema = z.object({
  /** The member as authors are shown (name, picture, job line, reputation), never their email. */
  member: authorSummarySchema,
  /** The live reputation gained in the period (changes not reversed); null for all time, ranked by the total. */
  gain: z.number().int().nullable(),
  /** Where the period's points came from: the topics of the posts that earned them, most first. */
  topTopics: z.array(leaderTopicSchema),
});

/** GET /api/users/leaders?period=&cursor= */
export const leaderPageSchema = z.object({
  items: z.array(leaderSchema),
  /** The cursor of the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});

/** One of a topic's top answerers. */
export const topicLeaderSchema = z.object({
  member: authorSummarySchema,
  /** Live points earned in the period by answers to the topic's questions (votes, acceptances). */
  points: z.number().int(),
  /** How many of their answers in the topic earned them. */
  answers: z.number().int(),
});

/** GET /api/topics/{id}/leaders?period= */
export const topicLeadersSchema = z.object({ items: z.array(topicLeaderSchema) });
