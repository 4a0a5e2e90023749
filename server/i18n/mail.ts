// The words of Ponder's mail in the member's language (issue 13): one message file per language
// in server/i18n/mail/, ICU messages formatted like the page titles (messages.ts). They live on
// the server, not in the client's files, so no browser downloads them.
import { DEFAULT_LOCALE, isLocale, type Locale } from "@shared/locales";
import { icuFormatter } from "./messages";
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
const CATALOGS: Record<Locale, Partial<Record<MailMessageId, string>>> = { en, es, fr, de, it, pt, ja, ko, zh };

/** A mail text in a language (English where that language lacks it), formatted with its values. */
export const mailText = icuFormatter<MailMessageId>(CATALOGS, en);

/** The language to write in: the first candidate that is one of ours (the member's choice, then the request's), else English. */
export function mailLocale(...candidates: (string | null | undefined)[]): Locale {
  return candidates.find(isLocale) ?? DEFAULT_LOCALE;
}
