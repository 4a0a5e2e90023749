import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MySubscription } from "@shared/subscriptions";
import { apiJson } from "@/lib/api";
import { mySubscriptionQueryOptions } from "./get-my-subscription";

/** POST /api/subscriptions/ponder-plus: starts the 7-day free trial (decision 014). */
export function subscribe() {
  return apiJson<MySubscription>("POST", "/api/subscriptions/ponder-plus");
}

/** POST /api/subscriptions/ponder-plus/cancel or /resume: cancel at the period's end, or undo that. */
export function setCancelled(cancel: boolean) {
  return apiJson<MySubscription>("POST", `/api/subscriptions/ponder-plus/${cancel ? "cancel" : "resume"}`);
}

/** Each answer is the whole subscription: it replaces the cached one; a refusal re-reads it. */
function useSubscriptionMutation<T>(mutationFn: (input: T) => Promise<MySubscription>) {
  const queryClient = useQueryClient();
  const { queryKey } = mySubscriptionQueryOptions;
  return useMutation({
    mutationFn,
    onSuccess: (subscription) => queryClient.setQueryData(queryKey, subscription),
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}

export function useSubscribe() {
  return useSubscriptionMutation(subscribe);
}

/** Cancel (true) or resume (false). */
export function useSetCancelled() {
  return useSubscriptionMutation(setCancelled);
}
