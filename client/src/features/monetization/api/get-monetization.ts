import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MonetizationOverview } from "@shared/monetization";

/** GET /api/monetization: the member's streams with status and estimates. */
export const monetizationQueryOptions = queryOptions<MonetizationOverview>({ queryKey: ["/api/monetization"] });

export function useMonetization() {
  return useQuery(monetizationQueryOptions);
}
