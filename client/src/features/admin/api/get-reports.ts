import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { AdminReport } from "@shared/admin";
import type { Page } from "@shared/questions";
import { apiJson } from "@/lib/api";
import { pageUrl } from "./keys";

/** GET /api/admin/reports?status=: the queue (open, by priority) or the resolved reports. */
export const adminReportsQueryOptions = (status: "open" | "resolved") =>
  infiniteQueryOptions({
    queryKey: ["/api/admin/reports", status],
    queryFn: ({ pageParam }) => apiJson<Page<AdminReport>>("GET", pageUrl("/api/admin/reports", { status, cursor: pageParam })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useAdminReports(status: "open" | "resolved") {
  return useInfiniteQuery(adminReportsQueryOptions(status));
}
