// The choices of the list screens (tabs, periods, sorts). No zod here: pages import these
// values, and zod should load only where a form or the server validates.

/** Home feed tabs. */
export const feedTabs = ["for-you", "following", "recent"] as const;
export type FeedTab = (typeof feedTabs)[number];

/** Trending periods. */
export const trendingPeriods = ["today", "week", "month"] as const;
export type TrendingPeriod = (typeof trendingPeriods)[number];

/** Topic page sorts. */
export const topicSorts = ["latest", "trending", "popular"] as const;
export type TopicSort = (typeof topicSorts)[number];

/**
 * Question page answer orders: votes (score, the default), newest, oldest, active (latest of
 * the answer's own edit and its newest comment; docs/decisions/025-question-threads.md).
 */
export const answerSorts = ["votes", "newest", "oldest", "active"] as const;
export type AnswerSort = (typeof answerSorts)[number];

/** The answer order a page URL's search (`?sort=newest`) asks for; votes when it names none or an unknown one. */
export function answerSortIn(search: string): AnswerSort {
  const sort = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search).get("sort");
  return (answerSorts as readonly string[]).includes(sort ?? "") ? (sort as AnswerSort) : "votes";
}

/** /following tabs. */
export const followingTypes = ["all", "questions", "answers"] as const;
export type FollowingType = (typeof followingTypes)[number];

/** Time ranges of the analytics screens (business, content stats). */
export const analyticsRanges = ["7d", "30d", "90d", "1y"] as const;
export type AnalyticsRange = (typeof analyticsRanges)[number];
