import { and, asc, count, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { questions, questionTopics, topicFollows, topics } from "../../db/schema/content";
import { topicColumns } from "../../content/topics";

export async function isFollowingTopic(db: Db, userId: string, topicId: number) {
  const [row] = await db
    .select({ topicId: topicFollows.topicId })
    .from(topicFollows)
    .where(and(eq(topicFollows.userId, userId), eq(topicFollows.topicId, topicId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Trending topics (right column): most questions asked in the last 7 days, then most
 * followers, so a quiet site still shows its biggest topics.
 */
export function listTrendingTopics(db: Db, limit = 5) {
  const since = new Date(Date.now() - 7 * 24 * 3_600_000);
  const recent = db
    .select({ topicId: questionTopics.topicId, n: count().as("n") })
    .from(questionTopics)
    .innerJoin(questions, eq(questions.id, questionTopics.questionId))
    .where(gt(questions.createdAt, since))
    .groupBy(questionTopics.topicId)
    .as("recent");
  return db
    .select({ ...topicColumns, recentQuestions: sql<number>`coalesce(${recent.n}, 0)::int` })
    .from(topics)
    .leftJoin(recent, eq(recent.topicId, topics.id))
    .orderBy(sql`coalesce(${recent.n}, 0) desc`, desc(topics.followerCount), asc(topics.id))
    .limit(limit);
}
