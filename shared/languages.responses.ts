import { z } from "zod";
import { languageCodes } from "./language-list";

// What the language routes send; the client imports only the types (shared/languages.ts).

/** A language in GET /api/languages: users is how many members chose it. */
export const languageWithUsersSchema = z.object({
  /** Its code. */
  code: z.enum(languageCodes),
  /** Its English name. */
  name: z.string(),
  /** Its own name. */
  nativeName: z.string(),
  /** Members who chose it. */
  users: z.number(),
});

/** GET and PUT /api/languages/preferences. */
export const languagePreferencesResponseSchema = z.object({
  /** Codes in the member's order. */
  languages: z.array(z.enum(languageCodes)),
  /** Translate content automatically. */
  autoTranslate: z.boolean(),
  /** Show the original beside a translation. */
  showOriginal: z.boolean(),
  /** Detect the language of what the member writes. */
  languageDetection: z.boolean(),
});
