import { z } from "zod";
import { MAX_CLOSE_VOTES_NEEDED } from "./close-votes";
import { LIMITS } from "./limits";
import { labelText, visibleText } from "./text";
import type * as responses from "./site.responses";
import { siteThemes, type SiteTheme } from "./lists";

export { siteThemes, type SiteTheme };

/** GET /api/site: what every page needs to know about the site, for visitors too. */
export type SiteInfo = z.input<typeof responses.siteInfoSchema>;

/** GET /api/site/figures: how many members and readers the site has, counted. */
export type SiteFigures = z.input<typeof responses.siteFiguresSchema>;

/** Spec 3 site settings plus auto-moderation, blocked words and the theme (admins only). */
export type SiteSettings = z.input<typeof responses.siteSettingsResponseSchema>;

/** Splits the blocked-words textarea (one per line): trimmed, lower-cased, no blanks or repeats. */
export function parseBlockedWords(text: string): string[] {
  return [...new Set(text.split(/\r?\n/).map((line) => line.trim().toLowerCase()).filter(Boolean))];
}

const blockedWordsSchema = z
  .array(
    z
      .string({ error: "Blocked words must be text" })
      .trim()
      .min(1, "Blocked words cannot be empty")
      .max(LIMITS.blockedWord, `Each blocked word must be at most ${LIMITS.blockedWord} characters`),
    { error: "Blocked words must be a list" },
  )
  .max(LIMITS.blockedWords, `At most ${LIMITS.blockedWords} blocked words`)
  .transform((words) => [...new Set(words.map((word) => word.toLowerCase()))]);

/** Every site setting with its rule: the form's whole object ('Save All Settings'). */
export const siteSettingsSchema = z.object({
  siteName: labelText("Site name is required")
    .min(1, "Site name is required")
    .max(LIMITS.siteName, `Site name must be at most ${LIMITS.siteName} characters`)
    .check(visibleText("Site name is required")),
  siteDescription: labelText("Site description must be text")
    .max(LIMITS.siteDescription, `Site description must be at most ${LIMITS.siteDescription} characters`),
  allowRegistrations: z.boolean({ error: "allowRegistrations must be true or false" }),
  requireEmailVerification: z.boolean({ error: "requireEmailVerification must be true or false" }),
  moderationEnabled: z.boolean({ error: "moderationEnabled must be true or false" }),
  stagingGround: z.boolean({ error: "stagingGround must be true or false" }),
  requireStaffTwoFactor: z.boolean({ error: "requireStaffTwoFactor must be true or false" }),
  maintenanceMode: z.boolean({ error: "maintenanceMode must be true or false" }),
  theme: z.enum(siteThemes, { error: "Theme must be default, dark or custom" }),
  primaryColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, "Primary colour must look like #b4232a")
    .transform((value) => value.toLowerCase())
    .nullable(),
  blockedWords: blockedWordsSchema,
  closeVotesNeeded: z
    .number({ error: "closeVotesNeeded must be a whole number" })
    .int("closeVotesNeeded must be a whole number")
    .min(1, "closeVotesNeeded must be at least 1")
    .max(MAX_CLOSE_VOTES_NEEDED, `closeVotesNeeded must be at most ${MAX_CLOSE_VOTES_NEEDED}`),
});
export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;

/**
 * Body of PUT /api/admin/settings: any non-empty subset of the settings (the spec's six
 * general ones alone are enough); only the given fields change. An unknown field is refused
 * by name rather than dropped, so a typo never looks like a save.
 */
const settingNames = new Set(Object.keys(siteSettingsSchema.shape));
export const siteSettingsUpdateSchema = siteSettingsSchema
  .partial()
  .loose()
  .superRefine((body, ctx) => {
    // Named field by field (zod's strict mode reports them on the body, without a field).
    for (const key of Object.keys(body)) {
      if (!settingNames.has(key)) ctx.addIssue({ code: "custom", path: [key], message: `Unknown setting '${key}'` });
    }
    if (Object.keys(body).length === 0) ctx.addIssue({ code: "custom", message: "Send at least one setting to change" });
  })
  .transform((body): Partial<z.output<typeof siteSettingsSchema>> => body);

/** The messages of the maintenance answer (503) and page. */
export const MAINTENANCE_MESSAGE = "Ponder is down for maintenance. Please try again soon.";
