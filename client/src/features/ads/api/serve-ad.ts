import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ServedAd } from "@shared/ad-options";
import { apiJson } from "@/lib/api";

/**
 * POST /api/ads/serve: one ad for the Sponsored slot (none for Ponder+ members). A POST
 * because serving counts an impression; cached like any query, so a page load counts once.
 */
export const servedAdQueryOptions = queryOptions({
  queryKey: ["/api/ads/serve"],
  queryFn: () => apiJson<{ ad: ServedAd | null }>("POST", "/api/ads/serve"),
});

export function useServedAd(enabled: boolean) {
  return useQuery({ ...servedAdQueryOptions, enabled });
}

/**
 * POST /api/ads/{id}/click with the token the ad was served with (a click counts once per
 * served impression); keepalive lets it finish while the page changes.
 */
export function recordAdClick(ad: Pick<ServedAd, "id" | "impressionToken">) {
  void fetch(`/api/ads/${ad.id}/click`, {
    method: "POST",
    credentials: "include",
    keepalive: true,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ impressionToken: ad.impressionToken }),
  }).catch(() => undefined);
}
