import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdCampaign } from "@shared/ad-options";
import type { CreateAdValues } from "@shared/ads";
import { apiJson } from "@/lib/api";
import { myAdsQueryOptions } from "./get-my-ads";

/** POST /api/ads; My campaigns shows the new one. */
export function useCreateAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CreateAdValues) => apiJson<AdCampaign>("POST", "/api/ads", values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myAdsQueryOptions.queryKey }),
  });
}
