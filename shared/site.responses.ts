import { z } from "zod";
import { dateTimeSchema } from "./responses";
import { siteThemes } from "./lists";

// What GET /api/site and the admin settings routes send.

/** GET /api/site: what every page needs to know about the site, for visitors too. */
export const siteInfoSchema = z.object({
  /** The site's name. */
  siteName: z.string(),
  /** Its description. */
  siteDescription: z.string(),
  /** `/api/uploads/{id}` of the uploaded logo, or null for the wordmark. */
  logoUrl: z.string().nullable(),
  /** The uploaded favicon with a cache-busting version, or null for the default one. */
  faviconUrl: z.string().nullable(),
  /** The theme. */
  theme: z.enum(siteThemes),
  /** The custom theme's primary colour (`#rrggbb`), or null. */
  primaryColor: z.string().nullable(),
  /** Whether the site is down for maintenance. */
  maintenanceMode: z.boolean(),
  /** Whether visitors may sign up. */
  allowRegistrations: z.boolean(),
  /** Whether members must verify their email before posting. */
  requireEmailVerification: z.boolean(),
});

/** Spec 3 site settings plus auto-moderation, blocked words and the theme (admins only). */
export const siteSettingsResponseSchema = siteInfoSchema.extend({
  /** Whether auto-moderation holds posts. */
  moderationEnabled: z.boolean(),
  stagingGround: z.boolean(),
  /** Whether staff must turn on two-factor sign-in before the admin API serves them. */
  requireStaffTwoFactor: z.boolean(),
  /** Words or phrases, lower-cased; new posts containing one (as a whole word) are held. */
  blockedWords: z.array(z.string()),
  /** Members' votes that close or reopen a question (issue 25). */
  closeVotesNeeded: z.number().int(),
  /** When the settings were last saved. */
  updatedAt: dateTimeSchema,
});

/** GET /api/site/figures: the site's own counts, for pages that speak of its size (issue 23: never a made-up figure). */
export const siteFiguresSchema = z.object({
  /** Active member accounts (the staff accounts made from the environment left out). */
  members: z.number(),
  /** Of those, the members with Ponder+ now (in a free trial or a paid period). */
  plusMembers: z.number(),
  /** Distinct readers (members by account, visitors by network address) who opened a question in the last `days` days. */
  readers: z.number(),
  /** Of those readers, the members without Ponder+: the people an ad could have been shown to. */
  adAudience: z.number(),
  /** The window `readers` and `adAudience` count over. */
  days: z.number(),
});
