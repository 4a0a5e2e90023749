import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { MAX_DB_ID } from "@shared/ids";
import { LEADER_PERIOD_DAYS, LEADER_TOP_TOPICS, TOPIC_LEADERS_COUNT, type LeaderPeriod, type TopicLeaderPeriod } from "@shared/leaders";
import type { LeaderPage, TopicLeaders } from "@shared/leaders";
import { presentAuthor, type AuthorRow } from "../../content/author.presenter";
import { authorColumns } from "../../content/authors";
import type { Db } from "../../db/client";
import { answers, questions, questionTopics, topics } from "../../db/schema/content";
import { reputationEvents } from "../../db/schema/reputation";
import { users } from "../../db/schema/users";
import { key, keyset, pageOf, type Keyset } from "../../lib/keyset";
import { EVERYONE, visibleAnswers, visibleQuestions } from "../../policy/visibility";

// Members ranked by reputation (issue 24 point 2). Only active accounts are ever listed:
// deleted and suspended members are not shown among others, whatever they earned.

/** The member columns a leaderboard shows: the author summary's. */
const memberColumns = authorColumns;

const listed = eq(users.status, "active");

/**
 * A leaderboard cursor per period: the period's word (a week's cursor is an invalid cursor for
 * the month), the last member's points (a gain or the total, both at least 1) and id.
 */
const leaderKeysets = {
  week: keyset(key.tag("week"), key.int(1, MAX_DB_ID), key.uuid),
  month: keyset(key.tag("month"), key.int(1, MAX_DB_ID), key.uuid),
  year: keyset(key.tag("year"), key.int(1, MAX_DB_ID), key.uuid),
  all: keyset(key.tag("all"), key.int(1, MAX_DB_ID), key.uuid),
} satisfies Record<LeaderPeriod, unknown>;

/** The start of a period's window, on the database's clock; undefined for all time. */
function sinceOf(period: LeaderPeriod | TopicLeaderPeriod): SQL | undefined {
  return period === "all" ? undefined : sql`now() - make_interval(days => ${LEADER_PERIOD_DAYS[period]})`;
}

/** Live changes (not reversed) made in the period. */
const liveIn = (period: LeaderPeriod | TopicLeaderPeriod) => {
  const since = sinceOf(period);
  return and(isNull(reputationEvents.reversedAt), since ? gte(reputationEvents.createdAt, since) : undefined);
};

/**
 * The members of /users for a period, a keyset page: for all time by their total (the
 * users_reputation_idx order, reputation desc then id), for a week, month or year by the sum
 * of their live changes made in it (reputation_events_created_idx finds them), members who
 * gained nothing left out. Each with the topics their period's points came from.
 */
export async function listLeaders(db: Db, query: { period: LeaderPeriod; cursor?: string; limit: number }): Promise<LeaderPage> {
  const { period, limit } = query;
  const codec = leaderKeysets[period] as Keyset<[LeaderPeriod, number, string]>;
  const [, afterPoints, afterId] = query.cursor ? codec.decode(query.cursor) : [];
  const after = afterPoints === undefined || afterId === undefined ? undefined : { points: afterPoints, id: afterId };
  const beyond = (points: SQLWrapper) =>
    after ? or(lt(points, after.points), and(eq(points, after.points), gt(users.id, after.id))) : undefined;

  let rows: (AuthorRow & { gain: number | null })[];
  if (period === "all") {
    rows = await db
      .select({ ...memberColumns, gain: sql<number | null>`null::int` })
      .from(users)
      .where(and(listed, beyond(users.reputation)))
      .orderBy(desc(users.reputation), asc(users.id))
      .limit(limit + 1);
  } else {
    const gains = db
      .select({ userId: reputationEvents.userId, gain: sql<number>`sum(${reputationEvents.delta})::int`.as("gain") })
      .from(reputationEvents)
      .where(liveIn(period))
      .groupBy(reputationEvents.userId)
      .as("gains");
    rows = await db
      .select({ ...memberColumns, gain: gains.gain })
      .from(gains)
      .innerJoin(users, eq(users.id, gains.userId))
      .where(and(listed, gt(gains.gain, 0), beyond(gains.gain)))
      .orderBy(desc(gains.gain), asc(users.id))
      .limit(limit + 1);
  }

  const page = pageOf(rows, limit, (last) => codec.encode(period, last.gain ?? last.reputation, last.id));
  const topicsOf = await topTopics(db, period, page.items.map((row) => row.id));
  return {
    items: page.items.map((row) => ({ member: presentAuthor(row)!, gain: row.gain === null ? null : Number(row.gain), topTopics: topicsOf.get(row.id) ?? [] })),
    nextCursor: page.nextCursor,
  };
}

/**
 * Where each member's points of the period came from: the topics of the published questions
 * their live changes are about, by points, the first few; one query for the page.
 */
async function topTopics(db: Db, period: LeaderPeriod, memberIds: string[]) {
  const found = new Map<string, { id: number; name: string; points: number }[]>();
  if (memberIds.length === 0) return found;
  const points = sql<number>`sum(${reputationEvents.delta})::int`;
  const perTopic = db
    .select({
      userId: reputationEvents.userId,
      id: topics.id,
      name: topics.name,
      points: points.as("points"),
      place: sql<number>`row_number() over (partition by ${reputationEvents.userId} order by ${points} desc, ${topics.id})`.as("place"),
    })
    .from(reputationEvents)
    .innerJoin(questions, and(eq(questions.id, reputationEvents.questionId), visibleQuestions(EVERYONE, questions)))
    .innerJoin(questionTopics, eq(questionTopics.questionId, questions.id))
    .innerJoin(topics, eq(topics.id, questionTopics.topicId))
    .where(and(inArray(reputationEvents.userId, memberIds), liveIn(period)))
    .groupBy(reputationEvents.userId, topics.id, topics.name)
    .having(gt(points, 0))
    .as("per_topic");
  const rows = await db
    .select({ userId: perTopic.userId, id: perTopic.id, name: perTopic.name, points: perTopic.points })
    .from(perTopic)
    .where(sql`${perTopic.place} <= ${LEADER_TOP_TOPICS}`)
    .orderBy(perTopic.userId, perTopic.place);
  for (const row of rows) {
    const list = found.get(row.userId) ?? [];
    list.push({ id: row.id, name: row.name, points: Number(row.points) });
    found.set(row.userId, list);
  }
  return found;
}

/**
 * A topic's top answerers in a period: the live points members earned from their own answers
 * to the topic's questions (upvotes, downvotes, acceptances), answers and questions everyone
 * may see only (a held answer's earlier votes do not count while it is held).
 */
export async function listTopicLeaders(db: Db, topicId: number, period: TopicLeaderPeriod): Promise<TopicLeaders> {
  const points = sql<number>`sum(${reputationEvents.delta})::int`;
  const earned = db
    .select({
      userId: reputationEvents.userId,
      points: points.as("points"),
      answers: sql<number>`count(distinct ${reputationEvents.answerId})::int`.as("answers"),
    })
    .from(reputationEvents)
    .innerJoin(questionTopics, and(eq(questionTopics.questionId, reputationEvents.questionId), eq(questionTopics.topicId, topicId)))
    .innerJoin(answers, and(eq(answers.id, reputationEvents.answerId), eq(answers.authorId, reputationEvents.userId), visibleAnswers(EVERYONE, answers)))
    .where(liveIn(period))
    .groupBy(reputationEvents.userId)
    .having(gt(points, 0))
    .as("earned");
  const rows = await db
    .select({ ...memberColumns, points: earned.points, answers: earned.answers })
    .from(earned)
    .innerJoin(users, eq(users.id, earned.userId))
    .where(listed)
    .orderBy(desc(earned.points), asc(users.id))
    .limit(TOPIC_LEADERS_COUNT);
  return { items: rows.map(({ points: earnedPoints, answers: count, ...member }) => ({ member: presentAuthor(member)!, points: Number(earnedPoints), answers: Number(count) })) };
}
