import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { REPUTATION_REASONS, REVERSAL_REASONS } from "@shared/reputation";
import { answers, questions } from "./content";
import { users } from "./users";

const inList = (column: string, values: readonly string[]) => sql.raw(`"${column}" in (${values.map((v) => `'${v}'`).join(", ")})`);

/**
 * Every change of a member's reputation and its cause (issue 24). A member's total
 * (users.reputation) is these rows' deltas, oldest first, never below 1; a change whose cause
 * goes (a vote withdrawn, an acceptance moved, a post deleted) is marked reversed, not deleted,
 * and the total is folded again from the live rows (server/content/reputation.ts).
 */
export const reputationEvents = pgTable(
  "reputation_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: REPUTATION_REASONS }).notNull(),
    /** The rule's points. */
    points: integer("points").notNull(),
    /** What it counts: the points, less when the daily cap took some, 0 for a serial vote. */
    delta: integer("delta").notNull(),
    capped: boolean("capped").notNull().default(false),
    serial: boolean("serial").notNull().default(false),
    /** Who caused it (the voter, the accepter, the reviewer); never shown to others. */
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    questionId: integer("question_id").references(() => questions.id, { onDelete: "set null" }),
    answerId: integer("answer_id").references(() => answers.id, { onDelete: "set null" }),
    /** The cause, one key for every change it made: `vote:q:<id>:<voter>`, `accept:q:<id>`, `edit:<id>`. */
    cause: text("cause").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    reversedAt: timestamp("reversed_at", { withTimezone: true, precision: 3 }),
    reversal: text("reversal", { enum: REVERSAL_REASONS }),
  },
  (t) => [
    uniqueIndex("reputation_events_live_cause_key").on(t.cause, t.userId).where(sql`${t.reversedAt} is null`),
    index("reputation_events_user_idx").on(t.userId, t.id),
    index("reputation_events_question_idx").on(t.questionId).where(sql`${t.reversedAt} is null`),
    index("reputation_events_answer_idx").on(t.answerId).where(sql`${t.reversedAt} is null`),
    index("reputation_events_actor_idx").on(t.actorId, t.userId, t.createdAt).where(sql`${t.reversedAt} is null`),
    index("reputation_events_created_idx").on(t.createdAt),
    check("reputation_events_reason_check", inList("reason", REPUTATION_REASONS)),
    check("reputation_events_reversal_check", sql`("reversal" is null) = ("reversed_at" is null) and ("reversal" is null or ${inList("reversal", REVERSAL_REASONS)})`),
  ],
);

/**
 * Badges members earned (issue 24): once per member, or once per post for per-post badges
 * (post_key 'q:<id>' or 'a:<id>', '' otherwise). The unique key makes a second award, from a
 * retry or another process, a no-op.
 */
export const userBadges = pgTable(
  "user_badges",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    badgeId: text("badge_id").notNull(),
    postKey: text("post_key").notNull().default(""),
    questionId: integer("question_id").references(() => questions.id, { onDelete: "set null" }),
    answerId: integer("answer_id").references(() => answers.id, { onDelete: "set null" }),
    awardedAt: timestamp("awarded_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("user_badges_once_key").on(t.userId, t.badgeId, t.postKey), index("user_badges_user_idx").on(t.userId, t.awardedAt)],
);
