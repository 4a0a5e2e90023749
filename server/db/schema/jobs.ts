import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * The durable job queue (server/jobs/queue.ts, docs/decisions/027-mail-and-job-queue.md): a
 * job waits here until its run-at time, is claimed with `FOR UPDATE SKIP LOCKED` by exactly
 * one process, and is deleted when it succeeds; a failure is tried again later, and after its
 * last try the row stays with status `failed`.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The handler's name: `mail.send`, `mail.notifications`, `mail.digest`. */
    name: text("name").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    /** `pending` (waiting or due), `running` (claimed until locked_until), `failed` (no tries left). */
    status: text("status", { enum: ["pending", "running", "failed"] }).notNull().default("pending"),
    runAt: timestamp("run_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** A claimed job whose process died is claimed again after this. */
    lockedUntil: timestamp("locked_until", { withTimezone: true, precision: 3 }),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(10),
    lastError: text("last_error"),
    /** At most one pending job per key (a member's notification batch, a week's digest). */
    singletonKey: text("singleton_key"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index("jobs_due_idx").on(t.runAt, t.id).where(sql`${t.status} in ('pending', 'running')`),
    uniqueIndex("jobs_singleton_key").on(t.singletonKey).where(sql`${t.status} = 'pending'`),
  ],
);

/** Password reset links: only the SHA-256 of the token is kept; used once, then deleted. */
export const passwordResets = pgTable(
  "password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, precision: 3 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index("password_resets_user_idx").on(t.userId)],
);

/** Email changes waiting for the link mailed to the new address (SHA-256 of the token only). */
export const emailChanges = pgTable(
  "email_changes",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    newEmail: text("new_email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, precision: 3 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index("email_changes_user_idx").on(t.userId)],
);

/** Keys the server makes for itself on first use (the HMAC key of unsubscribe links). */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});
