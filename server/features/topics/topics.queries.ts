import { and, asc, count, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { questions, questionTopics, topicFollows, topics } from "../../db/schema/content";

const topicColumns = {
  id: topics.id,
  name: topics.name,
  description: topics.description,
  followerCount: topics.followerCount,
  questionCount: topics.questionCount,
};

/** All topics, most followed first; the topic list is small and bounded. */
export function listTopics(db: Db, limit = 500) {
  return db.select(topicColumns).from(topics).orderBy(desc(topics.followerCount), asc(topics.name)).limit(limit);
}

export async function findTopic(db: Db, id: number) {
  const [row] = await db.select(topicColumns).from(topics).where(eq(topics.id, id)).limit(1);
  return row ?? null;
}

export function listFollowedTopics(db: Db, userId: string) {
  return db
    .select(topicColumns)
    .from(topicFollows)
    .innerJoin(topics, eq(topics.id, topicFollows.topicId))
    .where(eq(topicFollows.userId, userId))
    .orderBy(asc(topics.name));
}

export async function isFollowingTopic(db: Db, userId: string, topicId: number) {
  const [row] = await db
    .select({ topicId: topicFollows.topicId })
    .from(topicFollows)
    .where(and(eq(topicFollows.userId, userId), eq(topicFollows.topicId, topicId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Follows or unfollows; idempotent. The follower counter moves in the same transaction,
 * and only when a row was really added or removed.
 */
export function setTopicFollow(db: Db, userId: string, topicId: number, follow: boolean) {
  return db.transaction(async (tx) => {
    const changed = follow
      ? await tx.insert(topicFollows).values({ userId, topicId }).onConflictDoNothing().returning({ id: topicFollows.topicId })
      : await tx
          .delete(topicFollows)
          .where(and(eq(topicFollows.userId, userId), eq(topicFollows.topicId, topicId)))
          .returning({ id: topicFollows.topicId });
    const delta = changed.length ? (follow ? 1 : -1) : 0;
    const [row] = await tx
      .update(topics)
      .set({ followerCount: sql`greatest(${topics.followerCount} + ${delta}, 0)` })
      .where(eq(topics.id, topicId))
      .returning({ followerCount: topics.followerCount });
    return { following: follow, followerCount: row?.followerCount ?? 0 };
  });
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
