import { z } from "zod";
import { LIMITS } from "./limits";
import { labelText, visibleText } from "./text";
import { LOCALES } from "./locales";

// Kept apart from users.ts, whose display helpers every page uses, so zod loads only
// where a profile form does.

const optionalText = (label: string, max: number) =>
  labelText(`${label} must be text`)
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();

/** A website: empty, or an http(s) URL. */
const websiteSchema = z
  .string({ error: "Website must be text" })
  .trim()
  .max(LIMITS.website, `Website must be at most ${LIMITS.website} characters`)
  .refine((value) => value === "" || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value), "Please enter a valid URL starting with http:// or https://")
  .transform((value) => (value === "" ? null : value))
  .nullable()
  .optional();

/**
 * Body of PATCH /api/users/{id}: the edit screen sends the seven profile fields, the
 * settings screen all ten; every field is optional.
 */
export const updateProfileSchema = z.object({
  firstName: labelText("First name must be text")
    .min(1, "First name is required")
    .max(LIMITS.firstName, `First name must be at most ${LIMITS.firstName} characters`)
    .check(visibleText("First name is required"))
    .optional(),
  lastName: labelText("Last name must be text").max(LIMITS.lastName, `Last name must be at most ${LIMITS.lastName} characters`).optional(),
  bio: optionalText("Bio", LIMITS.bio),
  location: optionalText("Location", LIMITS.location),
  website: websiteSchema,
  employment: optionalText("Employment", LIMITS.employment),
  education: optionalText("Education", LIMITS.education),
  profileImageUrl: z
    .string()
    .regex(/^\/api\/uploads\/[A-Za-z0-9_-]{10,64}$/, "Profile picture must be an uploaded image")
    .nullable()
    .optional(),
  emailNotifications: z.boolean().optional(),
  pushNotifications: z.boolean().optional(),
  weeklyDigest: z.boolean().optional(),
  profileVisibility: z.enum(["public", "private"], { error: "Profile visibility must be public or private" }).optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/** Body of PUT /api/me/locale: the interface language kept on the member's account (issue 13). */
export const localeUpdateSchema = z.object({
  locale: z.enum(LOCALES, { error: `Language must be one of ${LOCALES.join(", ")}` }),
});
export type LocaleUpdateInput = z.input<typeof localeUpdateSchema>;
