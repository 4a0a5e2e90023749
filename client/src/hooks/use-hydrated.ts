import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server's render and while the browser hydrates it, true from then on (and at
 * once in a render from scratch): for what only the browser can show.
 *
 * When hydration ends React renders every caller again at once, with its whole subtree, in one
 * task no transition slices (useSyncExternalStore's switch from the server's snapshot). Pass
 * `needed` false when the caller's result cannot depend on it (a visitor, no privilege asked
 * for): it is then false throughout and that caller is not rendered again. A question page
 * whose own component asked for every reader spent 150 ms in that one task (600 ms at
 * Lighthouse's 4x slowdown: performance 92 -> 75).
 */
export function useHydrated(needed = true): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => needed,
    () => false,
  );
}
