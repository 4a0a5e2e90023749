import { boolean, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A member's Ponder+ subscription, one row per member once they first subscribe. Its status
 * is not stored: it is derived on read from the dates (features/subscriptions), so a trial
 * or period that ends needs no job to expire it. See docs/decisions/014-subscriptions.md.
 */
export const subscriptions = pgTable("subscriptions", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  plan: text("plan", { enum: ["ponder-plus"] }).notNull(),
  /** End of the free trial; null for a period that was not a trial. */
  trialEndsAt: timestamp("trial_ends_at", { withTimezone: true, precision: 3 }),
  /** Access lasts until this moment. */
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true, precision: 3 }).notNull(),
  /** Cancelled: access continues until currentPeriodEnd, then stops. */
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});
