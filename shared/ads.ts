import { z } from "zod";

/** Ad types (spec 3, Ad form). */
export const adTypes = ["promoted-question", "promoted-answer", "banner", "sponsored-content"] as const;
export type AdType = (typeof adTypes)[number];
/** Target audiences (spec 3). */
export const adAudiences = ["developers", "designers", "entrepreneurs", "students", "professionals", "all"] as const;
export type AdAudience = (typeof adAudiences)[number];
/** Durations (spec 3). */
export const adDurations = ["1-week", "2-weeks", "1-month", "3-months", "ongoing"] as const;
export type AdDuration = (typeof adDurations)[number];

export const AD_TYPE_LABELS: Record<AdType, string> = {
  "promoted-question": "Promoted Question",
  "promoted-answer": "Promoted Answer",
  banner: "Banner",
  "sponsored-content": "Sponsored Content",
};
export const AD_AUDIENCE_LABELS: Record<AdAudience, string> = {
  developers: "Developers",
  designers: "Designers",
  entrepreneurs: "Entrepreneurs",
  students: "Students",
  professionals: "Professionals",
  all: "All Users",
};
export const AD_DURATION_LABELS: Record<AdDuration, string> = {
  "1-week": "1 Week",
  "2-weeks": "2 Weeks",
  "1-month": "1 Month",
  "3-months": "3 Months",
  ongoing: "Ongoing",
};
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
  /** Daily budget in dollars. */
  minDailyBudget: 1,
  maxDailyBudget: 10_000,
} as const;

export const AD_MESSAGES = {
  titleRequired: "Please enter a title for your ad.",
  keywordDuplicate: "This keyword has already been added.",
  keywordTooLong: `Keywords must be at most ${AD_LIMITS.keyword} characters`,
  keywordsTooMany: `You can add at most ${AD_LIMITS.keywords} keywords`,
  budgetNumber: "Daily budget must be a number",
  budgetMin: `Daily budget must be at least $${AD_LIMITS.minDailyBudget.toFixed(2)}`,
  budgetMax: `Daily budget must be at most $${AD_LIMITS.maxDailyBudget.toLocaleString("en-US")}.00`,
  budgetCents: "Daily budget can have at most 2 decimals",
  imageUrl: "Image URL must be a web address starting with http:// or https://",
} as const;

/** Keywords compare without case: "React" and "react" are the same keyword. */
const sameKeyword = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

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

/** Only web addresses: no javascript:, data: or relative URLs. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** Body of POST /api/ads; the form at /ads/create validates with it too. */
export const createAdSchema = z.object({
  title: z
    .string({ error: AD_MESSAGES.titleRequired })
    .trim()
    .min(1, AD_MESSAGES.titleRequired)
    .max(AD_LIMITS.title, `Title must be at most ${AD_LIMITS.title} characters`),
  description: z
    .string({ error: "Description must be text" })
    .trim()
    .max(AD_LIMITS.description, `Description must be at most ${AD_LIMITS.description} characters`)
    .default(""),
  type: z.enum(adTypes, { error: "Please choose an ad type." }),
  dailyBudget: z
    .number({ error: AD_MESSAGES.budgetNumber })
    .min(AD_LIMITS.minDailyBudget, AD_MESSAGES.budgetMin)
    .max(AD_LIMITS.maxDailyBudget, AD_MESSAGES.budgetMax)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, AD_MESSAGES.budgetCents),
  duration: z.enum(adDurations, { error: "Please choose a duration." }),
  targetAudience: z.enum(adAudiences, { error: "Please choose a target audience." }),
  keywords: z
    .array(z.string({ error: "Keywords must be text" }).trim().max(AD_LIMITS.keyword, AD_MESSAGES.keywordTooLong), {
      error: "Keywords must be a list",
    })
    .max(AD_LIMITS.keywords, AD_MESSAGES.keywordsTooMany)
    .default([])
    .transform((keywords) => keywords.filter((keyword) => keyword !== ""))
    .superRefine((keywords, context) => {
      keywords.forEach((keyword, index) => {
        if (keywords.slice(0, index).some((earlier) => sameKeyword(earlier, keyword))) {
          context.addIssue({ code: "custom", message: AD_MESSAGES.keywordDuplicate, path: [index] });
        }
      });
    }),
  imageUrl: z
    .string({ error: "Image URL must be text" })
    .trim()
    .max(AD_LIMITS.imageUrl, `Image URL must be at most ${AD_LIMITS.imageUrl} characters`)
    .refine((value) => value === "" || isHttpUrl(value), AD_MESSAGES.imageUrl)
    .default(""),
});
export type CreateAdInput = z.input<typeof createAdSchema>;
export type CreateAdValues = z.output<typeof createAdSchema>;

/** Body of PATCH /api/ads/{id}: pause or resume. */
export const updateAdSchema = z.object({ status: z.enum(["active", "paused"], { error: "status must be active or paused" }) });
export type UpdateAdInput = z.input<typeof updateAdSchema>;

/** Query of GET /api/ads/mine. */
export const myAdsQuerySchema = z.object({
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1, "limit must be between 1 and 50").max(50, "limit must be between 1 and 50").default(10),
});

/** A member's own campaign, with its figures. */
export interface AdCampaign {
  id: number;
  title: string;
  description: string;
  type: AdType;
  dailyBudgetCents: number;
  duration: AdDuration;
  targetAudience: AdAudience;
  keywords: string[];
  imageUrl: string | null;
  /** What the member set. */
  status: "active" | "paused";
  /** What is happening: 'ended' once the duration is over, whatever the status. */
  state: "active" | "paused" | "ended";
  endsAt: string | null;
  impressions: number;
  clicks: number;
  /** Clicks per impression, 0..1 (0 without impressions). */
  ctr: number;
  /** Spend at the cost per click's low and high ends, capped by the daily budget over the days run. */
  spendEstimateCents: { low: number; high: number };
  createdAt: string;
}

/** The ad the right column's Sponsored slot shows. */
export interface ServedAd {
  id: number;
  title: string;
  description: string;
  type: AdType;
  imageUrl: string | null;
  /** Who advertises (their display name). */
  advertiser: string;
  /** Where a click goes: the advertiser's profile (campaigns have no target URL of their own). */
  href: string;
}
