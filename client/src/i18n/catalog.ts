// The message files, one per language (messages/{locale}.json, flat ids → ICU messages).
// English is the source; server/i18n/messages.test.ts proves the other eight complete.
import type { Locale } from "@shared/locales";
import type en from "./messages/en.json";

/** Every message id: a typo is a type error. */
export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

/**
 * A language's messages. Each file is its own chunk in the browser (a reader loads one
 * language, not nine); the server's page renderer preloads the one a page needs.
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  const load = (module: Promise<{ default: unknown }>) => module.then((m) => m.default as Messages);
  switch (locale) {
    case "es": return load(import("./messages/es.json"));
    case "fr": return load(import("./messages/fr.json"));
    case "de": return load(import("./messages/de.json"));
    case "it": return load(import("./messages/it.json"));
    case "pt": return load(import("./messages/pt.json"));
    case "ja": return load(import("./messages/ja.json"));
    case "ko": return load(import("./messages/ko.json"));
    case "zh": return load(import("./messages/zh.json"));
    default: return load(import("./messages/en.json"));
  }
}
