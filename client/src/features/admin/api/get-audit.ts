import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { AuditEntry } from "@shared/admin";
import type { Page } from "@shared/questions";
import { apiJson } from "@/lib/api";
import { pageUrl } from "./keys";

/** GET /api/admin/audit: every admin action, newest first. */
export const adminAuditQueryOptions = infiniteQueryOptions({
  queryKey: ["/api/admin/audit"],
  queryFn: ({ pageParam }) => apiJson<Page<AuditEntry>>("GET", pageUrl("/api/admin/audit", { cursor: pageParam })),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});

export function useAdminAudit() {
  return useInfiniteQuery(adminAuditQueryOptions);
}
