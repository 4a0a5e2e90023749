import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { FeedTab, Page, QuestionSummary } from "@shared/questions";
import { apiJson } from "@/lib/api";

/**
 * Cards per page: ten fill a screen twice over, and a phone renders the first page twice
 * as fast as with the server's default of twenty.
 */
const FEED_PAGE_SIZE = 10;

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
