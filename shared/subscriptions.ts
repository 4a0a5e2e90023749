// Ponder+ (spec 2.16, section 9; docs/decisions/014-subscriptions.md). No zod here: the
// routes take no body, and the page, the right column and the avatar menu import these.
import type { z } from "zod";
import type * as responses from "./subscriptions.responses";

/** Ponder+: $5 a month, with a 7-day free trial for new subscribers (spec section 9). */
export const PONDER_PLUS = { plan: "ponder-plus", priceUsdPerMonth: 5, trialDays: 7 } as const;

/**
 * Derived on read from the dates: 'trialing' during the free trial, 'active' within a later
 * period, then 'canceled' (the member cancelled) or 'inactive' (it ran out, or never began).
 */
export type SubscriptionStatus = MySubscription["status"];

/** GET /api/subscriptions/me, and the answer of subscribe, cancel and resume. */
export type MySubscription = z.input<typeof responses.mySubscriptionSchema>;

/** Whether the status gives the member Ponder+ now. */
export const hasAccess = (subscription: Pick<MySubscription, "status">) =>
  subscription.status === "active" || subscription.status === "trialing";

/** Whether the member already had their free trial (a used trial cannot start again). */
export const trialUsed = (subscription: MySubscription) => subscription.plan !== null && !hasAccess(subscription);

/** 409 messages of the subscription routes. */
export const SUBSCRIPTION_MESSAGES = {
  alreadySubscribed: "You are already subscribed.",
  /** No payment provider exists yet (decision 014): only the free trial can start. */
  trialUsed: "Your free trial has been used. Paid subscriptions are not available yet.",
  notSubscribed: "You do not have an active subscription.",
} as const;
