import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { AdCampaign } from "@shared/ad-options";
import type { Page } from "@shared/questions";
import { apiJson } from "@/lib/api";

/** GET /api/ads/mine: the member's campaigns, newest first, ten at a time. */
export const myAdsQueryOptions = infiniteQueryOptions({
  queryKey: ["/api/ads/mine"],
  queryFn: ({ pageParam }) => apiJson<Page<AdCampaign>>("GET", `/api/ads/mine${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});

export function useMyAds() {
  return useInfiniteQuery(myAdsQueryOptions);
}
