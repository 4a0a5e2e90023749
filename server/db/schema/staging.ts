import { index, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { questions } from "./content";
import { users } from "./users";

/**
 * The staging ground (issue 25, point 4; decision 067): a member's first question, asked while
 * the admin setting `stagingGround` is on, waits here with `questions.status = 'staged'`, seen by
 * its author, reviewers and staff only (server/policy/visibility.ts). `waiting`: reviewers may
 * publish it or ask for changes, and it is published when nobody did for 72 hours after
 * `submitted_at`; `changes-requested`: the author edits and resubmits (back to waiting, the
 * clock starting again). The row goes when the question is published.
 */
export const stagedQuestions = pgTable(
  "staged_questions",
  {
    questionId: integer("question_id")
      .primaryKey()
      .references(() => questions.id, { onDelete: "cascade" }),
    state: text("state", { enum: ["waiting", "changes-requested"] }).notNull().default("waiting"),
    /** When it was staged or last resubmitted: the 72 hours count from here. */
    submittedAt: timestamp("submitted_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index("staged_questions_waiting_idx").on(t.state, t.submittedAt)],
);

/**
 * What happened to a staged question, in order: reviewers' private guidance, the author's
 * replies, a request for changes (with what to change), a resubmission, the publication. Only
 * the author, reviewers and staff read it, on the question page while it is staged; staff keep
 * it in the post's review timeline afterwards.
 */
export const stagingEvents = pgTable(
  "staging_events",
  {
    id: serial("id").primaryKey(),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    /** Null: the 72-hour clock (an automatic publication), or a deleted member. */
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind", { enum: ["comment", "changes-requested", "resubmitted", "published"] }).notNull(),
    body: text("body"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index("staging_events_question_idx").on(t.questionId, t.id), index("staging_events_actor_idx").on(t.actorId)],
);
