import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SiteFigures } from "@shared/site";

/** GET /api/site/figures: the site's members and readers, counted (kept a few minutes by the server). */
export const siteFiguresQueryOptions = queryOptions<SiteFigures>({ queryKey: ["/api/site/figures"] });

/**
 * The site's counted size, for the pages that speak of it (Ponder+, About, the ad reach
 * estimate). Undefined until it arrives, and if it cannot: those pages then state no figure.
 */
export function useSiteFigures(): SiteFigures | undefined {
  return useQuery(siteFiguresQueryOptions).data;
}
