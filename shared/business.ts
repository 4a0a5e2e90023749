// Business analytics (spec 2.15), computed from the member's own rows. No zod here: the
// Business page imports these for display; the query string is validated in the route.
import type { z } from "zod";
import type * as responses from "./business.responses";

/** A figure for the range and for the period just before it, for the percentage change. */
export type Figure = z.input<typeof responses.figureSchema>;

export type TopContent = z.input<typeof responses.topContentSchema>;

export type SeriesPoint = z.input<typeof responses.seriesPointSchema>;

/** A topic the member's followers follow, with how many of them do. */
export type AudienceTopic = z.input<typeof responses.audienceTopicSchema>;

export type BusinessAnalytics = z.input<typeof responses.businessAnalyticsSchema>;

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
 * Engagement Rate in percent (one decimal), for a period: the readers who engaged with the
 * member's questions (`engaged`: each member who voted on, answered or commented on one of
 * them, once per question) over the views of those questions (`views`). Someone who engaged
 * without a counted view (a vote from a feed, a view in another period) still saw the
 * question, so the views are never taken as fewer than the engaged: the rate is at most 100%.
 * Null when there is neither.
 */
export function engagementRate(engaged: number, views: number): number | null {
  return percentOf(engaged, Math.max(views, engaged));
}

/** Top Performing Content: the best items by upvotes plus replies, then newest. */
export function topPerforming(items: TopContent[], count = 3): TopContent[] {
  const score = (item: TopContent) => item.upvoteCount + item.replyCount;
  return [...items].sort((a, b) => score(b) - score(a) || b.createdAt.localeCompare(a.createdAt)).slice(0, count);
}
