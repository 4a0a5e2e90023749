import { eq, sql } from "drizzle-orm";
import { DEFAULT_LANGUAGE_PREFERENCES, LANGUAGES, type LanguageCode } from "@shared/language-list";
import type { LanguagePreferences, LanguageWithUsers } from "@shared/languages";
import type { Db } from "../../db/client";
import { languagePreferences } from "../../db/schema/creators";
import { rowsOf } from "../../services/member-analytics";

/**
 * Every language with how many members chose it: members who saved their preferences,
 * counted per code (one pass over language_preferences; members who never saved are not
 * counted, whatever the defaults).
 */
export async function listLanguages(db: Db): Promise<LanguageWithUsers[]> {
  const result = await db.execute(sql`
    select code, count(*)::int as users
    from ${languagePreferences}, unnest(${languagePreferences.languages}) as code
    group by code`);
  const users = new Map(rowsOf<{ code: string; users: number }>(result).map((row) => [row.code, Number(row.users)]));
  return LANGUAGES.map((language) => ({ ...language, users: users.get(language.code) ?? 0 }));
}

/** The member's preferences, or the defaults when they never saved any. */
export async function getPreferences(db: Db, userId: string): Promise<LanguagePreferences> {
  const [row] = await db.select().from(languagePreferences).where(eq(languagePreferences.userId, userId)).limit(1);
  if (!row) return { ...DEFAULT_LANGUAGE_PREFERENCES, languages: [...DEFAULT_LANGUAGE_PREFERENCES.languages] };
  return {
    languages: row.languages as LanguageCode[],
    autoTranslate: row.autoTranslate,
    showOriginal: row.showOriginal,
    languageDetection: row.languageDetection,
  };
}

export async function savePreferences(db: Db, userId: string, preferences: LanguagePreferences): Promise<LanguagePreferences> {
  const values = { ...preferences, updatedAt: new Date() };
  await db
    .insert(languagePreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: languagePreferences.userId, set: values });
  return getPreferences(db, userId);
}
