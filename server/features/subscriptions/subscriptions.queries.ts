import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { subscriptions } from "../../db/schema/subscriptions";

/** Ponder+: $5 a month, with a 7-day free trial for new subscribers (spec section 9). */
export const PONDER_PLUS = { plan: "ponder-plus", priceUsdPerMonth: 5, trialDays: 7 } as const;
const DAY_MS = 24 * 3_600_000;

export type SubscriptionStatus = "active" | "trialing" | "inactive" | "canceled";

/** GET /api/subscriptions/me */
export interface MySubscription {
  status: SubscriptionStatus;
  /** The plan of the member's subscription, current or ended; null if they never subscribed. */
  plan: "ponder-plus" | null;
  trialEndsAt: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

type SubscriptionRow = typeof subscriptions.$inferSelect;

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

/** Whether the status gives the member Ponder+ now. */
export const hasAccess = (subscription: MySubscription) => subscription.status === "active" || subscription.status === "trialing";

export async function findSubscription(db: Db, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return row ?? null;
}

/**
 * Starts the free trial for a member who never subscribed. Returns null if they already had
 * a subscription row (the primary key decides under concurrency): the caller tells apart
 * "already subscribed" from "trial already used".
 */
export async function startTrial(db: Db, userId: string, now = new Date()): Promise<SubscriptionRow | null> {
  const end = new Date(now.getTime() + PONDER_PLUS.trialDays * DAY_MS);
  const [row] = await db
    .insert(subscriptions)
    .values({ userId, plan: PONDER_PLUS.plan, trialEndsAt: end, currentPeriodEnd: end, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Cancels at the end of the current period: access stays until then. */
export async function cancelAtPeriodEnd(db: Db, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: true, updatedAt: sql`now()` })
    .where(eq(subscriptions.userId, userId))
    .returning();
  return row ?? null;
}
