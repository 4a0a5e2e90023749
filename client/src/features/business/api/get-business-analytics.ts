import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { BusinessAnalytics } from "@shared/business";
import type { AnalyticsRange } from "@shared/lists";
import { apiJson } from "@/lib/api";

/** GET /api/business/analytics?range=: the member's figures, computed from their own rows. */
export const businessAnalyticsQueryOptions = (range: AnalyticsRange) =>
  queryOptions<BusinessAnalytics>({
    queryKey: ["/api/business/analytics", { range }],
    queryFn: () => apiJson<BusinessAnalytics>("GET", `/api/business/analytics?range=${range}`),
  });

/**
 * Read afresh each time the page opens (figures move with every view, vote and follow,
 * unlike the lists the app's never-stale default suits), keeping the last period's figures
 * on screen while another period loads.
 */
export function useBusinessAnalytics(range: AnalyticsRange) {
  return useQuery({ ...businessAnalyticsQueryOptions(range), placeholderData: keepPreviousData, refetchOnMount: "always" });
}
