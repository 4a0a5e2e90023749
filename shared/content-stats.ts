// Your content & stats (/content-stats). No zod here: the page imports these for display;
// the server validates its query string with the same lists.
import type { z } from "zod";
import type * as responses from "./content-stats.responses";
import { contentStatsFilters, type ContentStatsFilter, statKeys, type StatKey } from "./lists";

export { contentStatsFilters, type ContentStatsFilter, statKeys, type StatKey };

/** The figures each filter shows, in order (the first is the chart's default). */
export const FILTER_STATS: Record<ContentStatsFilter, readonly StatKey[]> = {
  all: ["views", "upvotes", "answersReceived", "answersWritten", "commentsReceived", "newFollowers"],
  questions: ["views", "upvotes", "answersReceived", "questionsAsked"],
  answers: ["upvotes", "answersWritten", "commentsReceived"],
};

const LABELS: Record<StatKey, string> = {
  views: "Views of your questions",
  upvotes: "Upvotes received",
  answersReceived: "Answers to your questions",
  questionsAsked: "Questions asked",
  answersWritten: "Answers written",
  commentsReceived: "Comments on your answers",
  newFollowers: "New followers",
};

/** What a figure counts, said plainly (upvotes depend on the filter). */
export function statLabel(key: StatKey, filter: ContentStatsFilter): string {
  if (key === "upvotes" && filter === "questions") return "Upvotes on your questions";
  if (key === "upvotes" && filter === "answers") return "Upvotes on your answers";
  return LABELS[key];
}

/** A figure for the range and for the period of the same length just before it. */
export type StatFigure = z.input<typeof responses.statFigureSchema>;

/** One bar of the chart: a day (7d, 30d) or a week (90d, 1y). */
export type StatPoint = z.input<typeof responses.statPointSchema>;

/** One of the member's questions, with what happened to it in the range. */
export type TopQuestion = z.input<typeof responses.topQuestionSchema>;

/** One of the member's answers, with what happened to it in the range. */
export type TopAnswer = z.input<typeof responses.topAnswerSchema>;

/** GET /api/content-stats?range=&filter= */
export type ContentStats = z.input<typeof responses.contentStatsSchema>;

/** The limit of each top list. */
export const TOP_CONTENT_LIMIT = 5;
