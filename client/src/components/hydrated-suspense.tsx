import { Suspense, type ReactNode } from "react";
import { useHydrated } from "@/hooks/use-hydrated";

/**
 * Suspense for lazy-loaded parts of a page that the server prerenders: the server cannot wait
 * for a lazy chunk (renderToString leaves such a boundary to the browser, which React then
 * reports as an error while hydrating), so the server's HTML and the hydration show
 * `fallback`, and the lazy part loads once the page is hydrated.
 */
export function HydratedSuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
