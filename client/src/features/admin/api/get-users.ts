import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { AdminUser } from "@shared/admin";
import type { Page } from "@shared/questions";
import { apiJson } from "@/lib/api";
import { pageUrl } from "./keys";

/** GET /api/admin/users?q=&cursor=: members, newest first, searched by name or email. */
export const adminUsersQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: ["/api/admin/users", q],
    queryFn: ({ pageParam }) => apiJson<Page<AdminUser>>("GET", pageUrl("/api/admin/users", { q, cursor: pageParam })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useAdminUsers(q: string) {
  return useInfiniteQuery(adminUsersQueryOptions(q));
}
