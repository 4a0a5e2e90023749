// Business analytics (spec 2.15), computed from the member's own rows. No zod here: the
// Business page imports these for display; the query string is validated in the route.
import type { AnalyticsRange } from "./lists";

/** A figure for the range and for the period just before it, for the percentage change. */
export interface Figure {
  value: number;
  previous: number;
}

export interface TopContent {
  type: "question" | "answer";
  id: number;
  /** The question itself, or the question the answer belongs to. */
  questionId: number;
  title: string;
  upvoteCount: number;
  /** Answers to the question, or comments on the answer. */
  replyCount: number;
  /** The question's views (for an answer, its question's). */
  viewCount: number;
  createdAt: string;
}

export interface SeriesPoint {
  /** Start of the bucket (a day, or a week for 90d and 1y). */
  start: string;
  questions: number;
  answers: number;
}

/** A topic the member's followers follow, with how many of them do. */
export interface AudienceTopic {
  id: number;
  name: string;
  followers: number;
}

export interface BusinessAnalytics {
  range: AnalyticsRange;
  from: string;
  to: string;
  bucket: "day" | "week";
  figures: {
    /** Views of the member's questions in the range (per UTC day: question_view_days). */
    totalReach: Figure;
    /** Upvotes cast in the range on the member's questions and answers. */
    engagement: Figure;
    questionsAsked: Figure;
    answersWritten: Figure;
    /** New followers in the range (user_follows.created_at). */
    followersGained: Figure;
    /** Answers others wrote in the range to the member's questions. */
    answersReceived: Figure;
    /** Comments others wrote in the range on the member's answers. */
    commentsReceived: Figure;
    /** Of questionsAsked: those with at least one answer. */
    questionsAnswered: Figure;
    /** Of questionsAsked: those someone other than the member has viewed. */
    questionsSeen: Figure;
    /** Of answersWritten: those with at least one upvote. */
    answersUpvoted: Figure;
  };
  /** All-time figures. */
  totals: {
    /** Views of all the member's questions. */
    views: number;
    followers: number;
    /** Upvotes and downvotes on the member's questions and answers. */
    upvotes: number;
    downvotes: number;
    /** Other members who answered the member's questions. */
    answerers: number;
  };
  /** The 5 topics most followed by the member's followers. */
  audienceTopics: AudienceTopic[];
  /** The member's 3 questions and 3 answers with most upvotes, of all time. */
  topContent: TopContent[];
  series: SeriesPoint[];
}

/**
 * The change from the previous period in percent (one decimal): 0 when both are 0, null when
 * only the previous period was 0 (a change from nothing has no percentage).
 */
export function percentChange({ value, previous }: Figure): number | null {
  if (previous === 0) return value === 0 ? 0 : null;
  return Math.round(((value - previous) / previous) * 1000) / 10;
}

/** A share in percent (one decimal), or null when there is nothing to divide by. */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

/**
 * Engagement Rate for the period and the previous one: (upvotes + answers received +
 * comments received) / Total Reach, in percent; null without views.
 */
export function engagementRate(figures: BusinessAnalytics["figures"]): { value: number | null; previous: number | null } {
  const interactions = (period: keyof Figure) =>
    figures.engagement[period] + figures.answersReceived[period] + figures.commentsReceived[period];
  return {
    value: percentOf(interactions("value"), figures.totalReach.value),
    previous: percentOf(interactions("previous"), figures.totalReach.previous),
  };
}

/** Top Performing Content: the best items by upvotes plus replies, then newest. */
export function topPerforming(items: TopContent[], count = 3): TopContent[] {
  const score = (item: TopContent) => item.upvoteCount + item.replyCount;
  return [...items].sort((a, b) => score(b) - score(a) || b.createdAt.localeCompare(a.createdAt)).slice(0, count);
}
