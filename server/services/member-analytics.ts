import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import { analyticsRanges, type AnalyticsRange } from "@shared/lists";
import { answers, comments, questions } from "../db/schema/content";
import { EVERYONE, visibleAnswers, visibleComments, visibleQuestions } from "../policy/visibility";

// Periods, figure pairs and series shared by the features that compute a member's figures
// from their own rows (business analytics, content stats, monetization).

export const DAY_MS = 24 * 3_600_000;
export const RANGE_DAYS: Record<AnalyticsRange, number> = { "7d": 7, "30d": 30, "90d": 90, "1y": 365 };

/** A span of time: [start, end). */
export interface Bounds {
  start: Date;
  end: Date;
}

/** A range ending now, the period of the same length just before it, and its series buckets. */
export interface AnalyticsPeriod {
  range: AnalyticsRange;
  current: Bounds;
  previous: Bounds;
  /** Days for 7d and 30d; weeks for 90d and 1y. */
  bucket: "day" | "week";
  bucketMs: number;
  /** Buckets in the series; the last one may be partial. */
  buckets: number;
}

/**
 * The period of a range ending at `now`. With `wholeDays` it starts at a UTC midnight, so the
 * range is its number of calendar days with today included (what per-day counts need).
 */
export function analyticsPeriod(range: AnalyticsRange, now = new Date(), { wholeDays = false } = {}): AnalyticsPeriod {
  const days = RANGE_DAYS[range];
  const start = wholeDays ? new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - (days - 1) * DAY_MS) : new Date(now.getTime() - days * DAY_MS);
  const bucket = days > 30 ? "week" : "day";
  const bucketMs = (bucket === "week" ? 7 : 1) * DAY_MS;
  return {
    range,
    current: { start, end: now },
    previous: { start: new Date(start.getTime() - days * DAY_MS), end: start },
    bucket,
    bucketMs,
    buckets: Math.ceil((days * DAY_MS) / bucketMs),
  };
}

/** A timestamp as SQL; ISO text with a cast reads the same on both drivers. */
export const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
/** The UTC calendar day of a moment, as a SQL date. */
export const utcDay = (date: Date) => sql`${date.toISOString().slice(0, 10)}::date`;

/** A timestamp column within the bounds. */
export const within = (column: SQL, { start, end }: Bounds) => sql`${column} >= ${at(start)} and ${column} < ${at(end)}`;
/** A date column (a UTC day) within the bounds: every day the bounds touch. */
export const daysWithin = (column: SQL, { start, end }: Bounds) =>
  sql`${column} >= ${utcDay(start)} and ${column} <= ${utcDay(new Date(end.getTime() - 1))}`;

/** A scalar subquery read as a number. */
export const num = (query: SQL) => sql<number>`(${query})`.mapWith(Number);

/** A figure for the range and for the period just before it, for the client's percentage change. */
export interface Figure {
  value: number;
  previous: number;
}

/** Selects a figure as two scalar subqueries, one per period. */
export const figurePair = (period: AnalyticsPeriod, build: (bounds: Bounds) => SQL) => ({
  value: num(build(period.current)),
  previous: num(build(period.previous)),
});

/** The bucket (0-based) a timestamp column falls in. */
export const bucketOf = (period: AnalyticsPeriod, column: SQL) =>
  sql`floor(extract(epoch from (${column} - ${at(period.current.start)})) * 1000 / ${period.bucketMs})::int`;
/** The bucket (0-based) a UTC day column falls in (needs a period with whole days). */
export const dayBucketOf = (period: AnalyticsPeriod, column: SQL) =>
  sql`((${column} - ${utcDay(period.current.start)}) / ${period.bucketMs / DAY_MS})::int`;

/** One zeroed point per bucket, each with the start of its bucket. */
export function emptySeries<T extends object>(period: AnalyticsPeriod, zero: () => T): Array<{ start: string } & T> {
  return Array.from({ length: period.buckets }, (_, index) => ({
    start: new Date(period.current.start.getTime() + index * period.bucketMs).toISOString(),
    ...zero(),
  }));
}

/**
 * What counts in a member's figures, on the table aliases their SQL uses (`questions q`,
 * `answers a` for the member's answers, `answers r` for replies to their questions,
 * `comments c`): what everyone can see. Held posts, and answers or comments under held ones,
 * count nowhere (and no title of a held question reaches the member's top content).
 */
export const counted = {
  q: visibleQuestions(EVERYONE, alias(questions, "q"))!,
  a: visibleAnswers(EVERYONE, alias(answers, "a"))!,
  r: visibleAnswers(EVERYONE, alias(answers, "r"))!,
  c: visibleComments(EVERYONE, alias(comments, "c"))!,
};

/** The rows of a db.execute() result, the same shape on both drivers. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The `range` query parameter of the analytics endpoints; 30d when absent. */
export const analyticsRangeSchema = z.enum(analyticsRanges, { error: "range must be 7d, 30d, 90d or 1y" }).default("30d");

/**
 * Where a figure's rows come from: a FROM ... WHERE clause for the member, the column that
 * dates each row, and what a row adds (1, or a day's views).
 */
export interface StatSource {
  from: SQL;
  time: SQL;
  /** A UTC day column rather than a timestamp. */
  day?: boolean;
  weight?: SQL;
}

/** A source's rows within the bounds. */
export const inBounds = (source: StatSource, bounds: Bounds) => (source.day ? daysWithin(source.time, bounds) : within(source.time, bounds));

/** The sum of a source's rows within the bounds, as a scalar subquery. */
export const sumOf = (source: StatSource, bounds: Bounds) =>
  sql`select coalesce(sum(${source.weight ?? sql`1`}), 0) ${source.from} and ${inBounds(source, bounds)}`;

/** Views of the member's questions, per UTC day (question_view_days, counted in questions.queries recordView). */
export const questionViewSource = (userId: string): StatSource => ({
  from: sql`from questions q join question_view_days d on d.question_id = q.id where q.author_id = ${userId} and ${counted.q}`,
  time: sql`d.day`,
  day: true,
  weight: sql`d.views`,
});
