import { z } from "zod";
import { dateTimeSchema } from "./responses";

// What the subscription routes send; pages import only the types (shared/subscriptions.ts).

/** GET /api/subscriptions/me, and the answer of subscribe, cancel and resume. */
export const mySubscriptionSchema = z.object({
  /** Derived on read from the dates (see SubscriptionStatus). */
  status: z.enum(["active", "trialing", "inactive", "canceled"]),
  /** The plan of the member's subscription, current or ended; null if they never subscribed. */
  plan: z.literal("ponder-plus").nullable(),
  /** When the free trial ends. */
  trialEndsAt: dateTimeSchema.nullable(),
  /** Access lasts until this moment. */
  currentPeriodEnd: dateTimeSchema.nullable(),
  /** Cancelled: access continues until currentPeriodEnd, then stops. */
  cancelAtPeriodEnd: z.boolean(),
});
