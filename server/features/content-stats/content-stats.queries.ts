import { sql } from "drizzle-orm";
import type { AnalyticsRange } from "@shared/lists";
import {
  FILTER_STATS,
  TOP_CONTENT_LIMIT,
  type ContentStats,
  type ContentStatsFilter,
  type StatKey,
  type TopAnswer,
  type TopQuestion,
} from "@shared/content-stats";
import type { Db } from "../../db/client";
import {
  analyticsPeriod,
  bucketOf,
  counted,
  dayBucketOf,
  daysWithin,
  emptySeries,
  figurePair,
  inBounds,
  questionViewSource,
  rowsOf,
  sumOf,
  within,
  type AnalyticsPeriod,
  type StatSource,
} from "../../services/member-analytics";

/**
 * The member's sources. Only what everyone can see counts (`counted`): held posts, the
 * member's own included, and answers or comments under held ones count nowhere.
 */
function sources(userId: string, filter: ContentStatsFilter): Record<StatKey, StatSource> {
  const questionVotes = sql`from questions q join question_votes v on v.question_id = q.id where q.author_id = ${userId} and v.value = 1 and ${counted.q}`;
  const answerVotes = sql`from answers a join answer_votes v on v.answer_id = a.id where a.author_id = ${userId} and v.value = 1 and ${counted.a}`;
  return {
    views: questionViewSource(userId),
    upvotes:
      filter === "questions"
        ? { from: questionVotes, time: sql`v.created_at` }
        : filter === "answers"
          ? { from: answerVotes, time: sql`v.created_at` }
          : {
              from: sql`from (select v.created_at ${questionVotes} union all select v.created_at ${answerVotes}) v where true`,
              time: sql`v.created_at`,
            },
    answersReceived: {
      from: sql`from questions q join answers a on a.question_id = q.id
        where q.author_id = ${userId} and a.author_id is distinct from ${userId} and ${counted.a}`,
      time: sql`a.created_at`,
    },
    questionsAsked: { from: sql`from questions q where q.author_id = ${userId} and ${counted.q}`, time: sql`q.created_at` },
    answersWritten: { from: sql`from answers a where a.author_id = ${userId} and ${counted.a}`, time: sql`a.created_at` },
    commentsReceived: {
      from: sql`from answers a join comments c on c.answer_id = a.id
        where a.author_id = ${userId} and c.author_id is distinct from ${userId} and ${counted.c}`,
      time: sql`c.created_at`,
    },
    newFollowers: { from: sql`from user_follows f where f.followee_id = ${userId}`, time: sql`f.created_at` },
  };
}

async function topQuestions(db: Db, userId: string, period: AnalyticsPeriod): Promise<TopQuestion[]> {
  const result = await db.execute(sql`
    select id, title, "answerCount", views, upvotes from (
      select q.id, q.title, q.answer_count as "answerCount",
        coalesce((select sum(d.views) from question_view_days d where d.question_id = q.id and ${daysWithin(sql`d.day`, period.current)}), 0)::int as views,
        (select count(*) from question_votes v where v.question_id = q.id and v.value = 1 and ${within(sql`v.created_at`, period.current)})::int as upvotes
      from questions q where q.author_id = ${userId} and ${counted.q}
    ) t
    where views > 0 or upvotes > 0
    order by views desc, upvotes desc, id desc
    limit ${TOP_CONTENT_LIMIT}`);
  return rowsOf<TopQuestion>(result).map((row) => ({ ...row, views: Number(row.views), upvotes: Number(row.upvotes) }));
}

async function topAnswers(db: Db, userId: string, period: AnalyticsPeriod): Promise<TopAnswer[]> {
  const result = await db.execute(sql`
    select id, "questionId", title, upvotes, comments from (
      select a.id, a.question_id as "questionId", q.title,
        (select count(*) from answer_votes v where v.answer_id = a.id and v.value = 1 and ${within(sql`v.created_at`, period.current)})::int as upvotes,
        (select count(*) from comments c where c.answer_id = a.id and c.author_id is distinct from ${userId} and ${counted.c}
          and ${within(sql`c.created_at`, period.current)})::int as comments
      from answers a join questions q on q.id = a.question_id where a.author_id = ${userId} and ${counted.a}
    ) t
    where upvotes > 0 or comments > 0
    order by upvotes desc, comments desc, id desc
    limit ${TOP_CONTENT_LIMIT}`);
  return rowsOf<TopAnswer>(result).map((row) => ({ ...row, upvotes: Number(row.upvotes), comments: Number(row.comments) }));
}

/**
 * The member's content stats for a range, in at most four queries: the figures (two scalar
 * subqueries each, over the author, vote, comment, follow and view-day indexes), the series
 * (one grouped union), and the top questions and answers of the range.
 */
export async function getContentStats(
  db: Db,
  userId: string,
  range: AnalyticsRange,
  filter: ContentStatsFilter,
  now = new Date(),
): Promise<ContentStats> {
  const period = analyticsPeriod(range, now, { wholeDays: true });
  const keys = FILTER_STATS[filter];
  const all = sources(userId, filter);

  const figureColumns = Object.fromEntries(keys.map((key) => [key, figurePair(period, (bounds) => sumOf(all[key], bounds))]));
  const seriesRows = sql.join(
    keys.map((key) => {
      const source = all[key];
      const bucket = source.day ? dayBucketOf(period, source.time) : bucketOf(period, source.time);
      return sql`select ${key}::text as key, ${bucket} as bucket, ${source.weight ?? sql`1`} as n ${source.from} and ${inBounds(source, period.current)}`;
    }),
    sql` union all `,
  );

  const [[figureRow], seriesResult, questionsTop, answersTop] = await Promise.all([
    db.select(figureColumns).from(sql`(select 1) as one`),
    db.execute(sql`select key, bucket, sum(n)::int as n from (${seriesRows}) s group by 1, 2`),
    filter === "answers" ? Promise.resolve([]) : topQuestions(db, userId, period),
    filter === "questions" ? Promise.resolve([]) : topAnswers(db, userId, period),
  ]);

  const series = emptySeries(period, () => ({ values: Object.fromEntries(keys.map((key) => [key, 0])) as Partial<Record<StatKey, number>> }));
  for (const row of rowsOf<{ key: StatKey; bucket: number; n: number }>(seriesResult)) {
    const point = series[Number(row.bucket)];
    if (point) point.values[row.key] = (point.values[row.key] ?? 0) + Number(row.n);
  }
  const figures = figureRow as Record<string, { value: number; previous: number }>;

  return {
    range,
    filter,
    from: period.current.start.toISOString(),
    to: now.toISOString(),
    bucket: period.bucket,
    figures: keys.map((key) => ({ key, value: figures[key]!.value, previous: figures[key]!.previous })),
    series,
    topQuestions: questionsTop,
    topAnswers: answersTop,
  };
}
