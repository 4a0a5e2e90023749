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

/** Ads: kinds, audiences, durations. */
/** Ad types (spec 3, Ad form). */
export const adTypes = ["promoted-question", "promoted-answer", "banner", "sponsored-content"] as const;
export type AdType = (typeof adTypes)[number];
/** Target audiences (spec 3). */
export const adAudiences = ["developers", "designers", "entrepreneurs", "students", "professionals", "all"] as const;
export type AdAudience = (typeof adAudiences)[number];
/** Durations (spec 3). */
export const adDurations = ["1-week", "2-weeks", "1-month", "3-months", "ongoing"] as const;
export type AdDuration = (typeof adDurations)[number];

/** Your content & stats: filters and figures. */
/** The content filter (spec 2.17: all, questions, answers). */
export const contentStatsFilters = ["all", "questions", "answers"] as const;
export type ContentStatsFilter = (typeof contentStatsFilters)[number];
/** Every figure the dashboard can show. */
export const statKeys = ["views", "upvotes", "answersReceived", "questionsAsked", "answersWritten", "commentsReceived", "newFollowers"] as const;
export type StatKey = (typeof statKeys)[number];

/** Creator earnings streams. */
/** The earning streams (spec 2.17), in the dashboard's order. */
export const monetizationStreams = ["partner-program", "plus-revenue-share", "sponsored-content", "tip-jar"] as const;
export type MonetizationStream = (typeof monetizationStreams)[number];

/** Notification kinds. */
/** What a notification says happened. */
export const notificationTypes = [
  "answer",
  "comment",
  "question_upvote",
  "answer_upvote",
  "follow",
  "followed_question_answer",
  "answer_accepted",
  "badge_awarded",
  "privilege_gained",
  "question_closed",
  "suggested_edit_approved",
  "suggested_edit_rejected",
  "appeal_upheld",
  "appeal_overturned",
  "post_held",
  "post_removed",
  "staging_feedback",
  "staging_published",
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** Site themes. */
export const siteThemes = ["default", "dark", "custom"] as const;
export type SiteTheme = (typeof siteThemes)[number];
