// The languages members can pick (/languages) and the interface languages of the landing
// footer. No zod here: the footer and the languages page import these for display.

/** A language: ISO 639-1 code, English name, and its name in itself. */
export interface LanguageInfo {
  code: string;
  name: string;
  nativeName: string;
}

export const LANGUAGES = [
  { code: "en", name: "English", nativeName: "English" },
  { code: "es", name: "Spanish", nativeName: "Español" },
  { code: "fr", name: "French", nativeName: "Français" },
  { code: "de", name: "German", nativeName: "Deutsch" },
  { code: "it", name: "Italian", nativeName: "Italiano" },
  { code: "pt", name: "Portuguese", nativeName: "Português" },
  { code: "ja", name: "Japanese", nativeName: "日本語" },
  { code: "ko", name: "Korean", nativeName: "한국어" },
  { code: "zh", name: "Chinese", nativeName: "中文" },
  { code: "ar", name: "Arabic", nativeName: "العربية" },
  { code: "hi", name: "Hindi", nativeName: "हिन्दी" },
  { code: "bn", name: "Bengali", nativeName: "বাংলা" },
  { code: "ru", name: "Russian", nativeName: "Русский" },
  { code: "uk", name: "Ukrainian", nativeName: "Українська" },
  { code: "pl", name: "Polish", nativeName: "Polski" },
  { code: "nl", name: "Dutch", nativeName: "Nederlands" },
  { code: "sv", name: "Swedish", nativeName: "Svenska" },
  { code: "tr", name: "Turkish", nativeName: "Türkçe" },
  { code: "el", name: "Greek", nativeName: "Ελληνικά" },
  { code: "he", name: "Hebrew", nativeName: "עברית" },
  { code: "id", name: "Indonesian", nativeName: "Bahasa Indonesia" },
  { code: "vi", name: "Vietnamese", nativeName: "Tiếng Việt" },
  { code: "th", name: "Thai", nativeName: "ไทย" },
  { code: "sw", name: "Swahili", nativeName: "Kiswahili" },
] as const satisfies readonly LanguageInfo[];

export type LanguageCode = (typeof LANGUAGES)[number]["code"];
export const languageCodes = LANGUAGES.map((language) => language.code) as [LanguageCode, ...LanguageCode[]];

/** The nine interface languages of the landing footer (spec 2.2), in its order. */
export const INTERFACE_LANGUAGES = LANGUAGES.slice(0, 9);

/** A member without saved preferences has these (spec 2.17). */
export const DEFAULT_LANGUAGE_PREFERENCES = {
  languages: ["en", "es"] as LanguageCode[],
  autoTranslate: true,
  showOriginal: false,
  languageDetection: true,
};

/** Search by name or native name, ignoring case (spec 2.17). */
export function matchesLanguage(language: LanguageInfo, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  return needle === "" || language.name.toLocaleLowerCase().includes(needle) || language.nativeName.toLocaleLowerCase().includes(needle);
}
