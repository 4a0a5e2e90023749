import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

// Counters that every process on one database must agree on (plugins/rate-limits.ts). Both
// tables are UNLOGGED (migration 0013, which drizzle-kit cannot express): they are written on
// every counted request, and a crash that empties them only forgets recent counts.

/**
 * Wrong passwords per key (`ip:<address>`, `user:<account id>` for every way into an account,
 * `email:<address>` and `admin:<username>` for names with no account): one row per key, holding
 * the failures still inside the window, so a sliding window is one upsert.
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    key: text("key").primaryKey(),
    /** When each counted attempt began, oldest first; never more than LOGIN_MAX_FAILURES. */
    failedAt: timestamp("failed_at", { withTimezone: true, precision: 3 }).array().notNull(),
    /** The newest attempt: a row whose newest attempt left the window is purged by it. */
    lastFailedAt: timestamp("last_failed_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index("login_failures_last_failed_at_idx").on(t.lastFailedAt)],
);

/** Requests per key per fixed window for the routes that declare a rate limit (@fastify/rate-limit). */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    /** The route (method and path) and the limit's key (an address or a member id). */
    key: text("key").notNull(),
    /** The window's start: the database clock rounded down to a multiple of the window. */
    windowStart: timestamp("window_start", { withTimezone: true, precision: 3 }).notNull(),
    /** When the window ends: the row is purged after it. */
    expiresAt: timestamp("expires_at", { withTimezone: true, precision: 3 }).notNull(),
    /** Requests counted in this window. */
    count: integer("count").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limit_hits_expires_at_idx").on(t.expiresAt)],
);
