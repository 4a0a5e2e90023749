import { queryOptions, useQuery } from "@tanstack/react-query";
import { hasAccess, trialUsed, type MySubscription } from "@shared/subscriptions";
import { useUser } from "@/hooks/use-user";

/** GET /api/subscriptions/me: the signed-in member's Ponder+ subscription. */
export const mySubscriptionQueryOptions = queryOptions<MySubscription>({ queryKey: ["/api/subscriptions/me"] });

/**
 * The member's subscription (not asked for visitors), with what screens decide from it:
 * whether Ponder+ is theirs now, and whether their free trial is already used.
 */
export function useMySubscription() {
  const { user } = useUser();
  const query = useQuery({ ...mySubscriptionQueryOptions, enabled: Boolean(user) });
  const subscription = user ? query.data : undefined;
  return {
    ...query,
    subscription,
    hasAccess: subscription ? hasAccess(subscription) : false,
    trialUsed: subscription ? trialUsed(subscription) : false,
  };
}
