import { z } from "zod";
import { adAudiences, adDurations, adTypes } from "./lists";
import { dateTimeSchema, pageSchema } from "./responses";

// What the ad routes send; pages import only the types (shared/ad-options.ts).

/** A member's own campaign, with its figures. */
export const adCampaignSchema = z.object({
  /** The campaign's id. */
  id: z.number(),
  /** Its headline. */
  title: z.string(),
  /** Its text. */
  description: z.string(),
  /** Its kind. */
  type: z.enum(adTypes),
  /** Budget per day, in cents. */
  dailyBudgetCents: z.number(),
  /** How long it runs. */
  duration: z.enum(adDurations),
  /** Who it is for. */
  targetAudience: z.enum(adAudiences),
  /** Its keywords. */
  keywords: z.array(z.string()),
  /** Its image, if any. */
  imageUrl: z.string().nullable(),
  /** Where a click goes; null: the advertiser's profile. */
  targetUrl: z.string().nullable(),
  /** What the member set. */
  status: z.enum(["active", "paused"]),
  /** What is happening: 'ended' once the duration is over, whatever the status. */
  state: z.enum(["active", "paused", "ended"]),
  /** When it ends; null for ongoing. */
  endsAt: dateTimeSchema.nullable(),
  /** Times it was shown. */
  impressions: z.number(),
  /** Times it was clicked. */
  clicks: z.number(),
  /** Clicks per impression, 0..1 (0 without impressions). */
  ctr: z.number(),
  /** Spend at the cost per click's low and high ends, capped by the daily budget over the days run. */
  spendEstimateCents: z.object({ low: z.number(), high: z.number() }),
  /** When it was made. */
  createdAt: dateTimeSchema,
});

/** A page of the member's campaigns. */
export const adCampaignPageSchema = pageSchema(adCampaignSchema);

/** The ad the right column's Sponsored slot shows. */
export const servedAdSchema = z.object({
  /** The campaign's id (for the click). */
  id: z.number(),
  /** Its headline. */
  title: z.string(),
  /** Its text. */
  description: z.string(),
  /** Its kind. */
  type: z.enum(adTypes),
  /** Its image, if any. */
  imageUrl: z.string().nullable(),
  /** Who advertises (their display name). */
  advertiser: z.string(),
  /** Where a click goes: the campaign's link, or the advertiser's profile when it has none. */
  href: z.string(),
  /** Sent back with a click: a click counts once per served impression. */
  impressionToken: z.string(),
  /** True when href leaves Ponder. */
  external: z.boolean(),
});

/** POST /api/ads/serve: an ad, or null (none to show, or the member has Ponder+). */
export const serveResultSchema = z.object({ ad: servedAdSchema.nullable() });

/** POST /api/ads/{id}/click: where to go, and whether the click counted. */
export const adClickResultSchema = z.object({
  /** Where the click leads. */
  href: z.string(),
  /** Whether it was counted. */
  counted: z.boolean(),
});
