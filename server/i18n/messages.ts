// The interface's messages on the server (issue 13): the client's own message files, for the
// few texts the server writes into a page's first HTML (its title). Formatted with the same
// ICU library react-intl uses, so a title reads the same before and after hydration.
import { IntlMessageFormat } from "intl-messageformat";
import type { Locale } from "@shared/locales";
import en from "../../client/src/i18n/messages/en.json";
import es from "../../client/src/i18n/messages/es.json";
import fr from "../../client/src/i18n/messages/fr.json";
import de from "../../client/src/i18n/messages/de.json";
import it from "../../client/src/i18n/messages/it.json";
import pt from "../../client/src/i18n/messages/pt.json";
import ja from "../../client/src/i18n/messages/ja.json";
import ko from "../../client/src/i18n/messages/ko.json";
import zh from "../../client/src/i18n/messages/zh.json";

type MessageId = keyof typeof en;
const CATALOGS: Record<Locale, Partial<Record<MessageId, string>>> = { en, es, fr, de, it, pt, ja, ko, zh };

/**
 * A formatter over one catalogue (the interface's here, the mail's in i18n/mail.ts): a message in
 * a language, English where that language lacks it, parsed once per language and id, formatted
 * with its values. Values are never parsed as ICU, so member text in them stays as written.
 */
export function icuFormatter<Id extends string>(catalogs: Record<Locale, Partial<Record<Id, string>>>, english: Record<Id, string>) {
  const cache = new Map<string, IntlMessageFormat>();
  return (locale: Locale, id: Id, values?: Record<string, string | number>): string => {
    const key = `${locale}\u0000${id}`;
    let format = cache.get(key);
    if (!format) {
      format = new IntlMessageFormat(catalogs[locale][id] ?? english[id], locale);
      cache.set(key, format);
    }
    return String(format.format(values));
  };
}

/** An interface message in a language, formatted with its values (page titles). */
export const formatMessage = icuFormatter<MessageId>(CATALOGS, en);
