import { z } from "zod";
import { cursorQuerySchema, pageLimitSchema } from "./ids";
import { AD_LIMITS, AD_MESSAGES, adAudiences, adDurations, adTypes, isHttpsUrl, sameKeyword } from "./ad-options";
import { labelText, visibleText } from "./text";

/** Body of POST /api/ads; the form at /ads/create validates with it too. */
export const createAdSchema = z.object({
  title: labelText(AD_MESSAGES.titleRequired)
    .min(1, AD_MESSAGES.titleRequired)
    .max(AD_LIMITS.title, `Title must be at most ${AD_LIMITS.title} characters`)
    .check(visibleText(AD_MESSAGES.titleRequired)),
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
    .refine((value) => value === "" || isHttpsUrl(value), AD_MESSAGES.imageUrl)
    .default(""),
  targetUrl: z
    .string({ error: "Link must be text" })
    .trim()
    .max(AD_LIMITS.targetUrl, `Link must be at most ${AD_LIMITS.targetUrl} characters`)
    .refine((value) => value === "" || isHttpsUrl(value), AD_MESSAGES.targetUrl)
    .default(""),
});
export type CreateAdInput = z.input<typeof createAdSchema>;
export type CreateAdValues = z.output<typeof createAdSchema>;

/** Body of PATCH /api/ads/{id}: pause or resume. */
export const updateAdSchema = z.object({ status: z.enum(["active", "paused"], { error: "status must be active or paused" }) });
export type UpdateAdInput = z.input<typeof updateAdSchema>;

/** Body of POST /api/ads/{id}/click: the token the ad was served with (a click without one is not counted). */
export const adClickSchema = z
  .object({ impressionToken: z.string({ error: "impressionToken must be text" }).max(100, "impressionToken is too long").optional() })
  // No body at all is a click without a token: it still learns where the ad goes.
  .nullish()
  .transform((body) => body ?? {});

/** Query of GET /api/ads/mine. */
export const myAdsQuerySchema = z.object({
  cursor: cursorQuerySchema,
  limit: pageLimitSchema(50, 10),
});

