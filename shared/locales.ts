// The interface languages (issue 13): which ones exist, how a request picks one, and where
// the choice is remembered. Member content is never translated, only the interface.

/** The nine interface languages, in the footer's order (spec 2.2). */
export const LOCALES = ["en", "es", "fr", "de", "it", "pt", "ja", "ko", "zh"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The cookie a visitor's choice is kept in (a member's is also kept on the account). */
export const LOCALE_COOKIE = "ponder_locale";
/** `?hl=xx` shows a public page in a language (the hreflang alternates link to it). */
export const LOCALE_PARAM = "hl";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The best interface language for an Accept-Language header (RFC 9110 §12.5.4): the
 * highest-weighted range that names one of ours by its primary subtag (`pt-BR` → pt,
 * `zh-Hant-TW` → zh); `*` or nothing usable gives English.
 */
export function negotiateLocale(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranges = header
    .slice(0, 1000)
    .split(",")
    .slice(0, 50)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      // A malformed weight (`q=NaN`, `q=2`) makes the range unusable rather than preferred.
      const q = params.find((p) => /^\s*q\s*=/i.test(p));
      const weight = q === undefined ? 1 : /^\s*q\s*=\s*(0(\.\d{0,3})?|1(\.0{0,3})?)\s*$/i.test(q) ? Number(q.split("=")[1]) : 0;
      return { primary: tag.trim().toLowerCase().split("-")[0] ?? "", weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((range) => range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranges.map((range) => range.primary).find(isLocale) ?? DEFAULT_LOCALE;
}
