import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { topicFollows, topics } from "../db/schema/content";
import { badRequest } from "../errors";

// Topics are read and followed by several features (questions, drafts, topics, admin, account
// deletion): this module owns the topic catalogue and its follower counters.

/** The topic columns every topic list shows. */
export const topicColumns = {
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

/** One topic, or null. */
export async function findTopic(db: Db, id: number) {
  const [row] = await db.select(topicColumns).from(topics).where(eq(topics.id, id)).limit(1);
  return row ?? null;
}

/** The topics a member follows, by name. */
export function listFollowedTopics(db: Db, userId: string) {
  return db
    .select(topicColumns)
    .from(topicFollows)
    .innerJoin(topics, eq(topics.id, topicFollows.topicId))
    .where(eq(topicFollows.userId, userId))
    .orderBy(asc(topics.name));
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

/** Checks that every topic id exists; a 400 names the first unknown one. */
export async function assertTopicsExist(db: Db, topicIds: number[]) {
  if (!topicIds.length) return;
  const found = await db.select({ id: topics.id }).from(topics).where(inArray(topics.id, topicIds));
  const known = new Set(found.map((row) => row.id));
  const missing = topicIds.find((id) => !known.has(id));
  if (missing !== undefined) throw badRequest(`Unknown topic ${missing}`, "topicIds");
}
