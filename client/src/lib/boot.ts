import type { QueryClient } from "@tanstack/react-query";
import { BOOT_DATA_ID, type BootEntry } from "@shared/boot";

/**
 * Puts the answers the server embedded in the page (server/features/boot) into the query
 * cache before the first render, so the page paints without waiting for its API calls.
 */
export function applyBootData(queryClient: QueryClient, doc: Document = document) {
  const element = doc.getElementById(BOOT_DATA_ID);
  if (!element?.textContent) return;
  element.remove();
  let entries: BootEntry[];
  try {
    entries = JSON.parse(element.textContent) as BootEntry[];
  } catch {
    return;
  }
  applyBootEntries(queryClient, entries);
}

/** Answered queries into a query client: infinite ones as their first page. */
export function applyBootEntries(queryClient: QueryClient, entries: BootEntry[]) {
  for (const entry of entries) {
    queryClient.setQueryData(entry.key, entry.infinite ? { pages: [entry.data], pageParams: [null] } : entry.data);
  }
}

// The server's prerender (client/src/ssr.tsx) starts with this comment, which carries the
// moment it was rendered: the browser hydrates markup that has it (client/src/main.tsx).
const PRERENDER_MARK = "prerendered-at:";

/** The comment that opens a prerender rendered at `at` (ms since the epoch). */
export const prerenderMark = (at: number) => `<!--${PRERENDER_MARK}${at}-->`;

/**
 * Controls in the prerender wait for the app with this attribute beside `disabled`, so the
 * browser can enable exactly those, and not the ones the page itself disables.
 */
export const WAITING_CONTROL = "data-waits-for-app";

/**
 * When `container` holds the server's prerender: removes its opening comment and returns
 * the moment it was rendered; null when it holds none.
 */
export function takePrerenderMark(container: Element): number | null {
  const first = container.firstChild;
  if (first?.nodeType !== Node.COMMENT_NODE || !(first as Comment).data.startsWith(PRERENDER_MARK)) return null;
  const at = Number((first as Comment).data.slice(PRERENDER_MARK.length));
  first.remove();
  return Number.isFinite(at) ? at : null;
}

/** Gives the prerender's waiting controls back to the page, just before the app takes them over. */
export function releaseWaitingControls(container: Element) {
  for (const control of container.querySelectorAll(`[${WAITING_CONTROL}]`)) {
    control.removeAttribute("disabled");
    control.removeAttribute(WAITING_CONTROL);
  }
}
