import { useSyncExternalStore } from "react";

/** Whether the question composer is open, and the topic to preselect (topic pages). */
export interface ComposerState {
  open: boolean;
  topicId: number | null;
}

let state: ComposerState = { open: false, topicId: null };
const listeners = new Set<() => void>();
const emit = (next: ComposerState) => {
  state = next;
  for (const listener of listeners) listener();
};

/** Opens the one question composer from anywhere (header, sidebar, feed, topic page). */
export function openComposer(options: { topicId?: number } = {}) {
  emit({ open: true, topicId: options.topicId ?? null });
}

export function closeComposer() {
  emit({ open: false, topicId: null });
}

export function useComposerState(): ComposerState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
