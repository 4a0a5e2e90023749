import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminStats } from "@shared/admin";

/** GET /api/admin/stats: the five cards, Recent Activity and Top Topics, counted by the server. */
export const adminStatsQueryOptions = queryOptions<AdminStats>({ queryKey: ["/api/admin/stats"] });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions);
}
