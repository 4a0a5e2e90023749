import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { FeedTab, Page, QuestionSummary } from "@shared/questions";
import { FEED_PAGE_SIZE } from "@shared/boot";
import { apiJson } from "@/lib/api";

/** GET /api/questions?tab=: For You, Following or Recent, a page at a time. */
export const feedQueryOptions = (tab: FeedTab) =>
  infiniteQueryOptions({
    queryKey: ["/api/questions", { tab }],
    queryFn: ({ pageParam }) =>
      apiJson<Page<QuestionSummary>>(
        "GET",
        `/api/questions?tab=${tab}&limit=${FEED_PAGE_SIZE}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ""}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useFeed(tab: FeedTab) {
  return useInfiniteQuery(feedQueryOptions(tab));
}
