import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server's render and while the browser hydrates it, true from then on (and at
 * once in a render from scratch): for what only the browser can show.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
