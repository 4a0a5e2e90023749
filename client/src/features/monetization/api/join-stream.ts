import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MonetizationOverview, MonetizationStream } from "@shared/monetization";
import { apiJson } from "@/lib/api";
import { monetizationQueryOptions } from "./get-monetization";

/** POST (join) or DELETE (leave) /api/monetization/streams/{stream}; answers the new overview. */
export function useJoinStream() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stream, join }: { stream: MonetizationStream; join: boolean }) =>
      apiJson<MonetizationOverview>(join ? "POST" : "DELETE", `/api/monetization/streams/${stream}`),
    onSuccess: (overview) => queryClient.setQueryData(monetizationQueryOptions.queryKey, overview),
  });
}
