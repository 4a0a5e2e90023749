import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { subscriptions } from "../../db/schema/subscriptions";
import { PONDER_PLUS } from "@shared/subscriptions";
import type { SubscriptionRow } from "../../accounts/subscription";

const DAY_MS = 24 * 3_600_000;

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

/**
 * Sets or clears cancel-at-period-end on a subscription that is still within its period, in
 * one statement (no read-then-write race with the period ending). Cancelling keeps access
 * until the period ends; resuming undoes that. Null when nothing current was there to change.
 */
export async function setCancelAtPeriodEnd(db: Db, userId: string, cancel: boolean, now = new Date()): Promise<SubscriptionRow | null> {
  const [row] = await db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: cancel, updatedAt: sql`now()` })
    .where(and(eq(subscriptions.userId, userId), gt(subscriptions.currentPeriodEnd, now)))
    .returning();
  return row ?? null;
}
