import { z } from "zod";
import type * as responses from "./languages.responses";
import { LANGUAGES, languageCodes } from "./language-list";

/** A language in GET /api/languages: users is how many members chose it. */
export type LanguageWithUsers = z.input<typeof responses.languageWithUsersSchema>;

/** GET and PUT /api/languages/preferences. */
export type LanguagePreferences = z.input<typeof responses.languagePreferencesResponseSchema>;

export const LANGUAGE_MESSAGES = {
  atLeastOne: "Please select at least one language.",
  unknown: "Unknown language",
  duplicate: "Each language can be selected once",
} as const;

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` });

/** Body of PUT /api/languages/preferences. */
export const languagePreferencesSchema = z.object({
  languages: z
    .array(z.enum(languageCodes, { error: LANGUAGE_MESSAGES.unknown }), { error: "languages must be a list" })
    .min(1, LANGUAGE_MESSAGES.atLeastOne)
    // More codes than languages exist means some repeat.
    .max(LANGUAGES.length, LANGUAGE_MESSAGES.duplicate)
    .refine((codes) => new Set(codes).size === codes.length, LANGUAGE_MESSAGES.duplicate),
  autoTranslate: flag("autoTranslate"),
  showOriginal: flag("showOriginal"),
  languageDetection: flag("languageDetection"),
});
