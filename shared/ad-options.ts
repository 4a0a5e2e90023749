// The ad form's choices, limits and rules, and the campaign types. No zod here: the right
// column's Sponsored slot imports these on every page; the schemas are in ads.ts.

import type { z } from "zod";
import type * as responses from "./ads.responses";
import { adTypes, type AdType, adAudiences, type AdAudience, adDurations, type AdDuration } from "./lists";

export { adTypes, type AdType, adAudiences, type AdAudience, adDurations, type AdDuration };

/** How long each duration runs; ongoing campaigns never end. */
export const AD_DURATION_DAYS: Record<AdDuration, number | null> = {
  "1-week": 7,
  "2-weeks": 14,
  "1-month": 30,
  "3-months": 90,
  ongoing: null,
};

export const AD_LIMITS = {
  title: 100,
  description: 500,
  keywords: 10,
  keyword: 40,
  imageUrl: 2000,
  targetUrl: 2000,
  /** Daily budget in dollars. */
  minDailyBudget: 1,
  maxDailyBudget: 10_000,
} as const;

/** 10000 → "10,000": an English whole number, as the messages below write it. */
const groupThousands = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

export const AD_MESSAGES = {
  titleRequired: "Please enter a title for your ad.",
  keywordDuplicate: "This keyword has already been added.",
  keywordTooLong: `Keywords must be at most ${AD_LIMITS.keyword} characters`,
  keywordsTooMany: `You can add at most ${AD_LIMITS.keywords} keywords`,
  budgetNumber: "Daily budget must be a number",
  budgetMin: `Daily budget must be at least $${AD_LIMITS.minDailyBudget.toFixed(2)}`,
  // Grouped by hand: toLocaleString here ran ICU's start-up (about 20 ms on a slow host) in
  // the middle of every member page's first script task.
  budgetMax: `Daily budget must be at most $${groupThousands(AD_LIMITS.maxDailyBudget)}.00`,
  budgetCents: "Daily budget can have at most 2 decimals",
  // Images load only over https (the site's content security policy), so only https is taken.
  imageUrl: "Image URL must be a web address starting with https://",
  targetUrl: "Link must be a web address starting with https://",
} as const;

/** Keywords compare without case: "React" and "react" are the same keyword. */
export const sameKeyword = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * Adds a typed keyword to the list (spec 5): trimmed, an empty one ignored (no error), a
 * duplicate, an over-long one or one past the limit rejected with a message.
 */
export function addKeyword(keywords: readonly string[], raw: string): { keywords: readonly string[]; error?: string } {
  const keyword = raw.trim();
  if (keyword === "") return { keywords };
  if (keywords.some((item) => sameKeyword(item, keyword))) return { keywords, error: AD_MESSAGES.keywordDuplicate };
  if (keyword.length > AD_LIMITS.keyword) return { keywords, error: AD_MESSAGES.keywordTooLong };
  if (keywords.length >= AD_LIMITS.keywords) return { keywords, error: AD_MESSAGES.keywordsTooMany };
  return { keywords: [...keywords, keyword] };
}

/** Only secure web addresses: no http:, javascript:, data: or relative URLs. */
export function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/** A member's own campaign, with its figures. */
export type AdCampaign = z.input<typeof responses.adCampaignSchema>;

/** The ad the right column's Sponsored slot shows. */
export type ServedAd = z.input<typeof responses.servedAdSchema>;
