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

/** /following tabs. */
export const followingTypes = ["all", "questions", "answers"] as const;
export type FollowingType = (typeof followingTypes)[number];

/** Time ranges of the analytics screens (business, content stats). */
export const analyticsRanges = ["7d", "30d", "90d", "1y"] as const;
export type AnalyticsRange = (typeof analyticsRanges)[number];
