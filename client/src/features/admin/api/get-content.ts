import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { AdminContentItem, ContentFilter } from "@shared/admin";
import type { Page } from "@shared/questions";
import { apiJson } from "@/lib/api";
import { pageUrl } from "./keys";

/** GET /api/admin/content?type=&cursor=: questions, answers and comments, newest first. */
export const adminContentQueryOptions = (type: ContentFilter) =>
  infiniteQueryOptions({
    queryKey: ["/api/admin/content", type],
    queryFn: ({ pageParam }) => apiJson<Page<AdminContentItem>>("GET", pageUrl("/api/admin/content", { type, cursor: pageParam })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useAdminContent(type: ContentFilter) {
  return useInfiniteQuery(adminContentQueryOptions(type));
}
