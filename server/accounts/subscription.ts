import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { subscriptions } from "../db/schema/subscriptions";
import type { MySubscription, SubscriptionStatus } from "@shared/subscriptions";

// A member's Ponder Plus subscription as it stands: the subscriptions feature shows and
// changes it, ads leave subscribers alone.

/** A member's subscription row (one per member). */
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * The status, derived from the dates at `now`: within the period it is 'trialing' (during
 * the free trial) or 'active'; after it, 'canceled' if the member cancelled, else 'inactive'
 * (the trial or period ran out and nothing renewed it). Nothing has to expire rows.
 */
export function presentSubscription(row: SubscriptionRow | null, now = new Date()): MySubscription {
  if (!row) return { status: "inactive", plan: null, trialEndsAt: null, currentPeriodEnd: null, cancelAtPeriodEnd: false };
  const current = row.currentPeriodEnd > now;
  const status: SubscriptionStatus = current
    ? row.trialEndsAt && row.trialEndsAt > now
      ? "trialing"
      : "active"
    : row.cancelAtPeriodEnd
      ? "canceled"
      : "inactive";
  return {
    status,
    plan: row.plan,
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

/** The member's subscription row, or null if they never subscribed. */
export async function findSubscription(db: Db, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return row ?? null;
}

/** When a presented subscription's status next changes by the clock alone (its trial or period ending), for caches that keep it. */
export function subscriptionChangesAt(presented: unknown): number {
  const { trialEndsAt, currentPeriodEnd } = presented as Pick<MySubscription, "trialEndsAt" | "currentPeriodEnd">;
  const now = Date.now();
  const ends = [trialEndsAt, currentPeriodEnd].map((date) => (date ? Date.parse(date) : NaN)).filter((time) => time > now);
  return ends.length ? Math.min(...ends) : Infinity;
}
