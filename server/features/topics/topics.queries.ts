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

/** Words of a text worth matching: letters and digits, three or more, lower-cased, each once. */
export function suggestionWords(text: string, max = TOPIC_SUGGEST_WORDS): string[] {
  const words = text.normalize("NFKC").toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [];
  // A word longer than any real one is noise (or an attack on the text parser): left out.
  return [...new Set(words.filter((word) => word.length <= 40))].slice(0, max);
}

/** At most this many distinct words of the text are matched against the topics. */
export const TOPIC_SUGGEST_WORDS = 40;

/**
 * Topics that fit a question being written (the composer's suggestions): each word of the
 * text, stemmed and as a prefix (`plants` finds Plants and Planting), against the topic's name
 * and synonyms (weight A) and description (weight C); best first, then most followed. Each word is a bound
 * parameter of its own `to_tsquery`, and holds only letters and digits, so nothing in the text
 * reaches the query parser as an operator; this runs the same on PostgreSQL and PGlite.
 */
export async function suggestTopics(db: Db, text: string, limit = 5) {
  const words = suggestionWords(text);
  if (!words.length) return [];
  const query = sql.join(
    words.map((word) => sql`to_tsquery('english', ${`${word}:*`})`),
    sql` || `,
  );
  // A synonym counts as the name (issue 25.5): "js" suggests JavaScript.
  const synonymNames = sql`coalesce((select string_agg(s.name, ' ') from topic_synonyms s where s.topic_id = "topics"."id"), '')`;
  const vector = sql`(setweight(to_tsvector('english', ${topics.name} || ' ' || ${synonymNames}), 'A') || setweight(to_tsvector('english', coalesce(${topics.description}, '')), 'C'))`;
  const rank = sql`ts_rank(${vector}, ${query})`;
  return db
    .select(topicColumns)
    .from(topics)
    .where(sql`${vector} @@ (${query})`)
    .orderBy(sql`${rank} desc`, desc(topics.followerCount), asc(topics.id))
    .limit(limit);
}
