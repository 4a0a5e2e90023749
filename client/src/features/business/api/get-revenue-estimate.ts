import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MonetizationOverview } from "@shared/monetization";

/**
 * GET /api/monetization, read for Revenue Impact: the estimate of the streams the member
 * joined, from the Monetization formulas (the same key the Monetization screen caches).
 */
export const revenueEstimateQueryOptions = queryOptions<MonetizationOverview>({ queryKey: ["/api/monetization"] });

export function useRevenueEstimate() {
  return useQuery({ ...revenueEstimateQueryOptions, refetchOnMount: "always" });
}
