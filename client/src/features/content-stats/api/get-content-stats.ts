import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ContentStats, ContentStatsFilter } from "@shared/content-stats";
import type { AnalyticsRange } from "@shared/lists";
import { apiJson } from "@/lib/api";

/** GET /api/content-stats?range=&filter=: the member's own figures, series and top content. */
export const contentStatsQueryOptions = (range: AnalyticsRange, filter: ContentStatsFilter) =>
  queryOptions({
    queryKey: ["/api/content-stats", { range, filter }],
    queryFn: () => apiJson<ContentStats>("GET", `/api/content-stats?range=${range}&filter=${filter}`),
  });

/** Keeps the last figures on screen while another range or filter loads. */
export function useContentStats(range: AnalyticsRange, filter: ContentStatsFilter) {
  return useQuery({ ...contentStatsQueryOptions(range, filter), placeholderData: keepPreviousData });
}
