import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { suggestedEditStates } from "@shared/suggested-edits";
import { answers, questions } from "./content";
import { users } from "./users";

/**
 * Edits members without the edit-freely privilege suggest to someone else's question or answer
 * (issue 25, point 2). `pending` until reviewers approve it (applied as a revision credited to
 * the suggester) or reject it, or until the post is edited another way (`superseded`). One
 * pending suggestion per post. The post's text is the sanitised HTML the edit would store.
 */
export const suggestedEdits = pgTable(
  "suggested_edits",
  {
    id: serial("id").primaryKey(),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    /** The answer edited; null when the suggestion edits the question. */
    answerId: integer("answer_id").references(() => answers.id, { onDelete: "cascade" }),
    suggesterId: uuid("suggester_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The question's new title; null for an answer. */
    title: text("title"),
    content: text("content").notNull(),
    /** The question's new topics; null for an answer. */
    topicIds: integer("topic_ids").array(),
    editSummary: text("edit_summary"),
    state: text("state", { enum: suggestedEditStates }).notNull().default("pending"),
    /** Why it was rejected (the deciding reviewer's words), told to the suggester. */
    rejectReason: text("reject_reason"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true, precision: 3 }),
  },
  (t) => [
    // One pending suggestion per post: a question's (answer_id null) or an answer's.
    uniqueIndex("suggested_edits_pending_key").on(t.questionId, sql`coalesce(${t.answerId}, 0)`).where(sql`${t.state} = 'pending'`),
    index("suggested_edits_queue_idx").on(t.createdAt).where(sql`${t.state} = 'pending'`),
    index("suggested_edits_suggester_idx").on(t.suggesterId),
    check("suggested_edits_state_check", sql`${t.state} in ('pending', 'approved', 'rejected', 'superseded')`),
    check("suggested_edits_shape_check", sql`(${t.answerId} is null) = (${t.title} is not null)`),
  ],
);

/** Each reviewer's verdict on a suggestion: one per reviewer (who can't review their own). */
export const suggestedEditReviews = pgTable(
  "suggested_edit_reviews",
  {
    suggestedEditId: integer("suggested_edit_id")
      .notNull()
      .references(() => suggestedEdits.id, { onDelete: "cascade" }),
    reviewerId: uuid("reviewer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    action: text("action", { enum: ["approve", "reject"] }).notNull(),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.suggestedEditId, t.reviewerId] }),
    index("suggested_edit_reviews_reviewer_idx").on(t.reviewerId),
    check("suggested_edit_reviews_action_check", sql`${t.action} in ('approve', 'reject')`),
  ],
);
