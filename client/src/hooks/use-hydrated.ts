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

/**
 * A browser-fetched query (not in the boot data) as a copy of a component may show it: loading,
 * without data, while this copy hydrates the server's HTML. A page can hold a component twice,
 * CSS showing one (the frame's right column on wide screens, under the content on narrow ones):
 * one copy hydrates, fetches and fills the cache while the other is still hydrating the server's
 * loading state, and that copy must render the loading state too, or React finds the server's
 * HTML different and renders that part of the page again (members' topic and question pages,
 * when the machine was busy). Only a copy that finds the data already there is rendered again
 * once hydration ends.
 */
export function useHydratedQuery<T>(query: { data: T | undefined; isLoading: boolean }): { data: T | undefined; isLoading: boolean } {
  const hydrated = useHydrated(query.data !== undefined);
  if (query.data === undefined || hydrated) return { data: query.data, isLoading: query.isLoading };
  return { data: undefined, isLoading: true };
}
