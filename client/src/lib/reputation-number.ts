// A reputation beside a name, compact as Stack Overflow writes it (issue 24 point 2): whole up to
// 9,999 ("1", "999", "1,234"), then three significant digits in the language's compact notation
// ("12.3K", "123K", "1.23M"; "1.23万" in Japanese). Rounded down, so a name never shows more
// reputation than the member has (99,960 reads "99.9K", not "100K").

const whole = new Map<string, Intl.NumberFormat>();
const compact = new Map<string, Intl.NumberFormat>();

/** Below this a reputation is written in full. */
export const COMPACT_FROM = 10_000;

function formatter(cache: Map<string, Intl.NumberFormat>, locale: string, options: Intl.NumberFormatOptions) {
  let found = cache.get(locale);
  if (!found) {
    found = new Intl.NumberFormat(locale, options);
    cache.set(locale, found);
  }
  return found;
}

/** A reputation as a name shows it, in `locale`. */
export function formatReputation(value: number, locale: string): string {
  if (Math.abs(value) < COMPACT_FROM) return formatter(whole, locale, {}).format(value);
  // roundingMode is ES2023 Intl (Node 20, every current browser); the cast is for older lib typings.
  return formatter(compact, locale, { notation: "compact", maximumSignificantDigits: 3, roundingMode: "trunc" } as Intl.NumberFormatOptions).format(value);
}

const signed = new Map<string, Intl.NumberFormat>();

/** A change of reputation with its sign ("+10", "-2", "0"), in `locale`. */
export function formatReputationChange(delta: number, locale: string): string {
  return formatter(signed, locale, { signDisplay: "exceptZero" }).format(delta);
}
