import { useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import type { AdCampaign } from "@shared/ad-options";
import type { Page } from "@shared/questions";
import { apiJson, apiRequest } from "@/lib/api";
import { myAdsQueryOptions } from "./get-my-ads";

type MyAds = InfiniteData<Page<AdCampaign>>;

/** PATCH /api/ads/{id} {status}: pause or resume; the list shows the answer. */
export function useSetAdStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: AdCampaign["status"] }) => apiJson<AdCampaign>("PATCH", `/api/ads/${id}`, { status }),
    onSuccess: (updated) =>
      queryClient.setQueryData<MyAds>(myAdsQueryOptions.queryKey, (data) =>
        data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => (item.id === updated.id ? updated : item)) })) },
      ),
  });
}

/** DELETE /api/ads/{id}. */
export function useDeleteAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/ads/${id}`),
    onSuccess: (_response, id) =>
      queryClient.setQueryData<MyAds>(myAdsQueryOptions.queryKey, (data) =>
        data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.id !== id) })) },
      ),
  });
}
