import type { QueryClient } from "@tanstack/react-query";
import { BOOT_DATA_ID, type BootEntry } from "@shared/boot";

/**
 * Puts the answers the server embedded in the page (server/features/boot) into the query
 * cache before the first render, so the page paints without waiting for its API calls.
 * Returns them (null when the page has none).
 */
export function applyBootData(queryClient: QueryClient, doc: Document = document): BootEntry[] | null {
  const element = doc.getElementById(BOOT_DATA_ID);
  if (!element?.textContent) return null;
  element.remove();
  let entries: BootEntry[];
  try {
    entries = JSON.parse(element.textContent) as BootEntry[];
  } catch {
    return null;
  }
  applyBootEntries(queryClient, entries);
  return entries;
}

/** Answered queries into a query client: infinite ones as their first page. */
export function applyBootEntries(queryClient: QueryClient, entries: BootEntry[]) {
  for (const entry of entries) {
    queryClient.setQueryData(entry.key, entry.infinite ? { pages: [entry.data], pageParams: [null] } : entry.data);
  }
}

/**
 * A short digest of boot entries (32-bit FNV-1a of their JSON), the same on the server and in
 * the browser: the prerender says which entries it was rendered from.
 */
export function bootFingerprint(entries: readonly BootEntry[]): string {
  const text = JSON.stringify(entries);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, "0");
}

// The server's prerender (client/src/ssr.tsx) starts with this comment, which carries the
// moment it was rendered and the fingerprint of the boot entries it was rendered from.
const PRERENDER_MARK = /^prerendered-at:(\d+):([0-9a-f]{8})$/;

/** The comment that opens a prerender rendered at `at` (ms since the epoch) from `entries`. */
export const prerenderMark = (at: number, entries: readonly BootEntry[]) => `<!--prerendered-at:${at}:${bootFingerprint(entries)}-->`;

/** What the opening comment of a prerender says. */
export interface PrerenderMark {
  /** When it was rendered (ms since the epoch). */
  renderedAt: number;
  /** bootFingerprint() of the entries it was rendered from. */
  fingerprint: string;
}

/**
 * Controls in the prerender wait for the app with this attribute beside `disabled`, so the
 * browser can enable exactly those, and not the ones the page itself disables.
 */
export const WAITING_CONTROL = "data-waits-for-app";

/**
 * When `container` holds the server's prerender: removes its opening comment and returns
 * what it says; null when it holds none.
 */
export function takePrerenderMark(container: Element): PrerenderMark | null {
  const first = container.firstChild;
  const match = first?.nodeType === Node.COMMENT_NODE ? PRERENDER_MARK.exec((first as Comment).data) : null;
  if (!first || !match) return null;
  first.remove();
  return { renderedAt: Number(match[1]), fingerprint: match[2]! };
}

/** Gives the prerender's waiting controls back to the page, just before the app takes them over. */
export function releaseWaitingControls(container: Element) {
  for (const control of container.querySelectorAll(`[${WAITING_CONTROL}]`)) {
    control.removeAttribute("disabled");
    control.removeAttribute(WAITING_CONTROL);
  }
}
