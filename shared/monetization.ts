// Monetization (/monetization) and the advertising figures the ad form shows. No zod here:
// the pages import these for display. Every estimate is computed from these constants and
// the member's real rows; no payment provider exists, so nothing is ever paid out
// (docs/decisions/014-subscriptions.md).
import type { z } from "zod";
import type * as responses from "./monetization.responses";
import { monetizationStreams, type MonetizationStream } from "./lists";

export { monetizationStreams, type MonetizationStream };

/** Estimates cover this many days, today included. */
export const EARNINGS_PERIOD_DAYS = 30;

/** Partner Program: eligible from 100K views of your questions in the last 30 days. */
export const PARTNER_THRESHOLD_VIEWS = 100_000;
/** Partner Program estimate: cents per 1,000 views. */
export const PARTNER_CENTS_PER_THOUSAND_VIEWS = 100;
/** Ponder+ revenue share estimate: cents per upvote or answer from a Ponder+ member. */
export const PLUS_SHARE_CENTS_PER_ENGAGEMENT = 5;
/** Ads cost between these per click (spec 2.17: $0.50 to $2.00). */
export const COST_PER_CLICK_CENTS = { min: 50, max: 200 } as const;
/** Sponsored Content estimate: the low end of the cost per click, per click on your sponsored ads. */
export const SPONSORED_CENTS_PER_CLICK = COST_PER_CLICK_CENTS.min;

// The streams' names, descriptions and formulas are in the client's message files
// (monetization.*), in the reader's language and with the site's own name.

/** One stream as GET /api/monetization shows it to the member. */
export type StreamStatus = z.input<typeof responses.streamStatusSchema>;

/** GET /api/monetization */
export type MonetizationOverview = z.input<typeof responses.monetizationOverviewSchema>;

/** Cents as dollars: 1234 -> "$12.34". */
export const formatCents = (cents: number) =>
  `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
