import { z } from "zod";

// What the topic routes send; the client imports only the types (shared/topics.ts).

/** A topic as the API returns it (spec section 3, plus its question count). */
export const topicSchema = z.object({
  /** The topic's id. */
  id: z.number(),
  /** Its name. */
  name: z.string(),
  /** What it covers, if described. */
  description: z.string().nullable(),
  /** Members following it. */
  followerCount: z.number(),
  /** Published questions in it. */
  questionCount: z.number(),
});

/** A topic with its other names: GET /api/topics/{id}, and what creating it or changing its synonyms returns (issue 25.5). */
export const topicDetailSchema = topicSchema.extend({
  /** Its synonyms as written, alphabetically: each finds this topic in suggestions and search. */
  synonyms: z.array(z.string()),
});

/** GET /api/topics/trending: a topic and its questions of the last 7 days. */
export const trendingTopicSchema = topicSchema.extend({
  /** Questions asked in it in the last 7 days. */
  recentQuestions: z.number(),
});

/** GET /api/topics/{id}/following. */
export const topicFollowingSchema = z.object({ following: z.boolean() });

/** Result of following or unfollowing a topic. */
export const topicFollowResultSchema = z.object({
  /** Whether the member now follows it. */
  following: z.boolean(),
  /** Its follower count afterwards. */
  followerCount: z.number(),
});
