import { useSyncExternalStore } from "react";
import type { Draft } from "@shared/drafts";
import { MAIN_CONTENT_ID } from "@/components/skip-link";

/** Whether the question composer is open, the topic to preselect (topic pages), the draft to continue (/drafts). */
export interface ComposerState {
  open: boolean;
  topicId: number | null;
  draft: Draft | null;
}

const closed: ComposerState = { open: false, topicId: null, draft: null };
let state = closed;
/** The control that opened the composer: it has no Dialog.Trigger, so focus is returned by hand. */
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();
const emit = (next: ComposerState) => {
  state = next;
  for (const listener of listeners) listener();
};

/** Opens the one question composer from anywhere (header, sidebar, feed, topic page, a draft). */
export function openComposer(options: { topicId?: number; draft?: Draft } = {}) {
  const active = typeof document === "undefined" ? null : document.activeElement;
  opener = active instanceof HTMLElement && active !== document.body ? active : null;
  emit({ open: true, topicId: options.topicId ?? null, draft: options.draft ?? null });
}

export function closeComposer() {
  emit({ open: false, topicId: null, draft: null });
}

/**
 * Where focus goes when the composer closes (issue 23): the control that opened it, when it is
 * still on the page, else the page's main content (an item of a menu that closed meanwhile).
 */
export function composerReturnFocusTarget(): HTMLElement | null {
  if (opener?.isConnected) return opener;
  return document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector("main");
}

export function useComposerState(): ComposerState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    // The server's HTML, and the browser's hydration of it, show the composer closed.
    () => closed,
  );
}
