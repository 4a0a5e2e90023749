// The server's prerender of a page (server/features/boot): the same app the browser renders,
// to a string, from the same answers the page's boot data carries. The browser hydrates it
// (client/src/main.tsx); until then, links work as plain links and form controls are
// disabled, so nothing typed or clicked before the app starts is lost.
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import type { BootEntry } from "@shared/boot";
import App from "@/app/app";
import { pages } from "@/app/pages";
import { applyBootEntries, prerenderMark, WAITING_CONTROL } from "@/lib/boot";
import { createQueryClient } from "@/lib/query-client";
import { setContentSanitizer } from "@/components/rich-content";
import { sanitizeHtml } from "../../server/html";
import { createSharedIntl, loadMessages, type Messages } from "@/i18n";
import type { IntlShape } from "react-intl";
import type { Locale } from "@shared/locales";

// Member HTML goes through the server's allow-list here, as DOMPurify does in the browser.
setContentSanitizer(sanitizeHtml);

/**
 * Each language's messages and intl object, made once per process: loading a catalogue copied
 * its thousand ids on every render, and a new IntlProvider parsed each message it formatted
 * again (issue 22, the cost of a page that missed the cache).
 */
const languages = new Map<Locale, Promise<{ messages: Messages; intl: IntlShape }>>();
const language = (locale: Locale) => {
  let loaded = languages.get(locale);
  if (!loaded) {
    loaded = loadMessages(locale).then((messages) => ({ messages, intl: createSharedIntl(locale, messages) }));
    loaded.catch(() => languages.delete(locale));
    languages.set(locale, loaded);
  }
  return loaded;
};

/**
 * The page's HTML for `url`, or null when the page cannot be prerendered: a comment with the
 * render moment (relative times) and the fingerprint of `entries`, then exactly the markup
 * the browser's first render makes from those entries, which the browser hydrates.
 */
export async function prerenderPage(url: string, page: string, entries: BootEntry[], locale: Locale): Promise<string | null> {
  const target = pages[page];
  if (!target) return null;
  const [{ messages, intl }] = await Promise.all([language(locale), target.preload()]);
  const queryClient = createQueryClient();
  applyBootEntries(queryClient, entries);
  const [pathname = "/", search = ""] = url.split("?");
  const renderedAt = Date.now();
  // The same tree as client/src/main.tsx renders, or hydration would not match.
  const html = renderToString(
    <StrictMode>
      <App client={queryClient} ssrPath={pathname} ssrSearch={search} renderedAt={renderedAt} locale={locale} messages={messages} intl={intl} />
    </StrictMode>,
  );
  queryClient.clear();
  return prerenderMark(renderedAt, entries) + disableControls(html);
}

/** Form controls wait for the app: a click or a keystroke on the prerender would be lost. */
function disableControls(html: string): string {
  // A real `disabled` attribute, not Tailwind's `disabled:` classes inside `class="..."`.
  return html.replace(/<(button|input|textarea|select)\b(?![^>]*\sdisabled(?:=|\s|\/?>))/g, (_, tag: string) => `<${tag} disabled="" ${WAITING_CONTROL}=""`);
}
