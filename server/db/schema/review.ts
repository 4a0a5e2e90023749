import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { answers, questions } from "./content";
import { users } from "./users";

/**
 * Review tasks (issue 25, point 3; decision 063): a post waiting in one of the task queues
 * (first-questions, first-answers, late-answers, close-votes, reopen-votes). `pending` until it
 * leaves its queue (`completed`, with the outcome that took it out). One pending task per post
 * per queue. Suggested edits are their own table; reports come from the reports table.
 */
export const reviewTasks = pgTable(
  "review_tasks",
  {
    id: serial("id").primaryKey(),
    queue: text("queue").notNull(),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    /** The answer reviewed; null when the task is about the question. */
    answerId: integer("answer_id").references(() => answers.id, { onDelete: "cascade" }),
    state: text("state", { enum: ["pending", "completed"] }).notNull().default("pending"),
    /** What took it out: looks-ok, edit, comment, report, leave-open, leave-closed, closed, reopened. */
    outcome: text("outcome"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true, precision: 3 }),
  },
  (t) => [
    uniqueIndex("review_tasks_pending_key").on(t.queue, t.questionId, sql`coalesce(${t.answerId}, 0)`).where(sql`${t.state} = 'pending'`),
    index("review_tasks_queue_idx").on(t.queue, t.createdAt).where(sql`${t.state} = 'pending'`),
    index("review_tasks_question_idx").on(t.questionId),
    check("review_tasks_queue_check", sql`${t.queue} in ('first-questions', 'first-answers', 'late-answers', 'close-votes', 'reopen-votes')`),
    check("review_tasks_state_check", sql`${t.state} in ('pending', 'completed')`),
  ],
);

/** Every review of a task: one per reviewer (never the post's author), kept for staff's view of the post. */
export const reviewTaskReviews = pgTable(
  "review_task_reviews",
  {
    taskId: integer("task_id")
      .notNull()
      .references(() => reviewTasks.id, { onDelete: "cascade" }),
    reviewerId: uuid("reviewer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    action: text("action").notNull(),
    comment: text("comment"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.reviewerId] }), index("review_task_reviews_reviewer_idx").on(t.reviewerId)],
);
