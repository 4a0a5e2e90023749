import { z } from "zod";
import { contentStatsFilters, statKeys } from "./lists";
import { analyticsRanges } from "./lists";
import { dateTimeSchema } from "./responses";

// What GET /api/content-stats sends; the page imports only the types (shared/content-stats.ts).

/** A figure for the range and for the period of the same length just before it. */
export const statFigureSchema = z.object({
  /** Which figure. */
  key: z.enum(statKeys),
  /** In the range. */
  value: z.number(),
  /** In the period before. */
  previous: z.number(),
});

/** One bar of the chart: a day (7d, 30d) or a week (90d, 1y). */
export const statPointSchema = z.object({
  /** Start of the bucket, ISO. */
  start: dateTimeSchema,
  /** The figures of the bucket. */
  values: z.partialRecord(z.enum(statKeys), z.number()),
});

/** One of the member's questions, with what happened to it in the range. */
export const topQuestionSchema = z.object({
  /** Its id. */
  id: z.number(),
  /** Its title. */
  title: z.string(),
  /** Views in the range. */
  views: z.number(),
  /** Upvotes in the range. */
  upvotes: z.number(),
  /** All answers it has (not only the range's). */
  answerCount: z.number(),
});

/** One of the member's answers, with what happened to it in the range. */
export const topAnswerSchema = z.object({
  /** Its id. */
  id: z.number(),
  /** The question it answers. */
  questionId: z.number(),
  /** The title of the question it answers. */
  title: z.string(),
  /** Upvotes in the range. */
  upvotes: z.number(),
  /** Comments in the range. */
  comments: z.number(),
});

/** GET /api/content-stats?range=&filter= */
export const contentStatsSchema = z.object({
  /** The range asked for. */
  range: z.enum(analyticsRanges),
  /** The filter asked for. */
  filter: z.enum(contentStatsFilters),
  /** The range: from a UTC midnight (whole days, today included) to now. */
  from: dateTimeSchema,
  /** Its end. */
  to: dateTimeSchema,
  /** The chart's bucket. */
  bucket: z.enum(["day", "week"]),
  /** The filter's figures. */
  figures: z.array(statFigureSchema),
  /** The chart's bars. */
  series: z.array(statPointSchema),
  /** Up to 5 questions with most views in the range (empty for the answers filter). */
  topQuestions: z.array(topQuestionSchema),
  /** Up to 5 answers with most upvotes in the range (empty for the questions filter). */
  topAnswers: z.array(topAnswerSchema),
});
