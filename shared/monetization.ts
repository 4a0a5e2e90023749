// Monetization (/monetization) and the advertising figures the ad form shows. No zod here:
// the pages import these for display. Every estimate is computed from these constants and
// the member's real rows; no payment provider exists, so nothing is ever paid out
// (docs/decisions/014-subscriptions.md).
import type { z } from "zod";
import type * as responses from "./monetization.responses";

/** The earning streams (spec 2.17), in the dashboard's order. */
export const monetizationStreams = ["partner-program", "plus-revenue-share", "sponsored-content", "tip-jar"] as const;
export type MonetizationStream = (typeof monetizationStreams)[number];

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

/** The spec's display texts, word for word in their figures. */
export const DISPLAY_TEXT = {
  partnerThreshold: "100K monthly views",
  costPerClick: "$0.50 to $2.00",
  estimatedReach: "10K-50K",
} as const;

export const STREAM_INFO: Record<MonetizationStream, { name: string; description: string; formula: string }> = {
  "partner-program": {
    name: "Partner Program",
    description: `Earn from the views of your questions once you reach the threshold of ${DISPLAY_TEXT.partnerThreshold}.`,
    formula: `$${(PARTNER_CENTS_PER_THOUSAND_VIEWS / 100).toFixed(2)} per 1,000 views of your questions in the last ${EARNINGS_PERIOD_DAYS} days`,
  },
  "plus-revenue-share": {
    name: "Ponder+ Revenue Share",
    description: "A share of Ponder+ membership revenue, from how Ponder+ members engage with your content.",
    formula: `$${(PLUS_SHARE_CENTS_PER_ENGAGEMENT / 100).toFixed(2)} per upvote or answer from a Ponder+ member on your content in the last ${EARNINGS_PERIOD_DAYS} days`,
  },
  "sponsored-content": {
    name: "Sponsored Content",
    description: "Publish sponsored content as an ad: members click through to your profile.",
    formula: `$${(SPONSORED_CENTS_PER_CLICK / 100).toFixed(2)} per click on your Sponsored Content ads (the low end of ${DISPLAY_TEXT.costPerClick} per click), to date`,
  },
  "tip-jar": {
    name: "Tip Jar",
    description: "Let readers thank you with a tip for helpful answers.",
    formula: "The tips you receive; tipping opens when payments are available",
  },
};

/** One stream as GET /api/monetization shows it to the member. */
export type StreamStatus = z.input<typeof responses.streamStatusSchema>;

/** GET /api/monetization */
export type MonetizationOverview = z.input<typeof responses.monetizationOverviewSchema>;

/** Cents as dollars: 1234 -> "$12.34". */
export const formatCents = (cents: number) =>
  `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
