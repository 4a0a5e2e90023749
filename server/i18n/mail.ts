// The words of Ponder's mail in the member's language (issue 13): one message file per language
// in server/i18n/mail/, ICU messages formatted with the library the interface uses. They live on
// the server, not in the client's files, so no browser downloads them.
import { IntlMessageFormat } from "intl-messageformat";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@shared/locales";
import en from "./mail/en.json";
import es from "./mail/es.json";
import fr from "./mail/fr.json";
import de from "./mail/de.json";
import it from "./mail/it.json";
import pt from "./mail/pt.json";
import ja from "./mail/ja.json";
import ko from "./mail/ko.json";
import zh from "./mail/zh.json";

export type MailMessageId = keyof typeof en;
export const MAIL_CATALOGS: Record<Locale, Partial<Record<MailMessageId, string>>> = { en, es, fr, de, it, pt, ja, ko, zh };

const cache = new Map<string, IntlMessageFormat>();

/** A mail text in a language (English where that language lacks it), formatted with its values. */
export function mailText(locale: Locale, id: MailMessageId, values?: Record<string, string | number>): string {
  const key = `${locale}\u0000${id}`;
  let format = cache.get(key);
  if (!format) {
    format = new IntlMessageFormat(MAIL_CATALOGS[locale][id] ?? en[id], locale);
    cache.set(key, format);
  }
  return String(format.format(values));
}

/** The language to write in: the first candidate that is one of ours (the member's choice, then the request's), else English. */
export function mailLocale(...candidates: (string | null | undefined)[]): Locale {
  return candidates.find(isLocale) ?? DEFAULT_LOCALE;
}
