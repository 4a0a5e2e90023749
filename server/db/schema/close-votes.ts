import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { closeReasons } from "@shared/close-reasons";
import { questions } from "./content";
import { users } from "./users";

/**
 * Members' votes to close or reopen a question (issue 25, point 1). A vote is `open` until its
 * kind's votes reach the number needed (`applied`: the question closed or reopened with it) or
 * until 14 days pass after the last one (`expired`); one open vote per member, kind and question.
 * A retracted vote is deleted.
 */
export const questionCloseVotes = pgTable(
  "question_close_votes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["close", "reopen"] }).notNull(),
    /** Why, for a close vote; null for a reopen vote. */
    reason: text("reason", { enum: closeReasons }),
    duplicateOfId: integer("duplicate_of_id").references(() => questions.id, { onDelete: "set null" }),
    state: text("state", { enum: ["open", "applied", "expired"] }).notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("question_close_votes_open_key").on(t.questionId, t.kind, t.userId).where(sql`${t.state} = 'open'`),
    index("question_close_votes_user_idx").on(t.userId),
    check("question_close_votes_kind_check", sql`${t.kind} in ('close', 'reopen')`),
    check("question_close_votes_state_check", sql`${t.state} in ('open', 'applied', 'expired')`),
    check("question_close_votes_reason_check", sql`(${t.kind} = 'close') = (${t.reason} is not null)`),
  ],
);
