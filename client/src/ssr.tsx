// The server's prerender of a page (server/features/boot): the same components the browser
// renders, to a string, from the same answers the page's boot data carries. The browser then
// renders the page over it (client/src/main.tsx); until then, links work as plain links and
// form controls are disabled, so nothing typed or clicked before the app starts is lost.
import { renderToString } from "react-dom/server";
import { QueryClientProvider } from "@tanstack/react-query";
import { Router } from "wouter";
import type { BootEntry } from "@shared/boot";
import { AppRouter } from "@/app/router";
import { pages } from "@/app/pages";
import { applyBootEntries } from "@/lib/boot";
import { createQueryClient } from "@/lib/query-client";
import { setContentSanitizer } from "@/components/rich-content";
import { sanitizeHtml } from "../../server/html";

// Member HTML goes through the server's allow-list here, as DOMPurify does in the browser.
setContentSanitizer(sanitizeHtml);

/** The page's HTML for `url`, or null when the page cannot be prerendered. */
export async function prerenderPage(url: string, page: string, entries: BootEntry[]): Promise<string | null> {
  const target = pages[page];
  if (!target) return null;
  await target.preload();
  const queryClient = createQueryClient();
  applyBootEntries(queryClient, entries);
  const [pathname = "/", search = ""] = url.split("?");
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <Router ssrPath={pathname} ssrSearch={search}>
        <AppRouter />
      </Router>
    </QueryClientProvider>,
  );
  queryClient.clear();
  return disableControls(html);
}

/** Form controls wait for the app: a click or a keystroke on the prerender would be lost. */
function disableControls(html: string): string {
  // A real `disabled` attribute, not Tailwind's `disabled:` classes inside `class="..."`.
  return html.replace(/<(button|input|textarea|select)\b(?![^>]*\sdisabled(?:=|\s|\/?>))/g, '<$1 disabled=""');
}
