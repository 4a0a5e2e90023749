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
