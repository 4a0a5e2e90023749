import { integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { answers, questions } from "./content";
import { users } from "./users";

// Every version of a question or answer, the original included (revision 1). Only
// server/content/revisions.ts writes them, in the same transaction as the edit
// (docs/decisions/024-revisions.md).

/** A question's versions: the whole title, details and topics of each. */
export const questionRevisions = pgTable(
  "question_revisions",
  {
    id: serial("id").primaryKey(),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    /** 1 for the original, then 2, 3... */
    number: integer("number").notNull(),
    /** Who wrote this version; null once their account is gone. */
    editorId: uuid("editor_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    /** Sanitised HTML, as it was stored. */
    content: text("content").notNull(),
    /** The topics' ids at the time (a topic deleted since shows no more). */
    topicIds: integer("topic_ids").array().notNull().default([]),
    /** The editor's optional note; null for none. */
    editSummary: text("edit_summary"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("question_revisions_number_key").on(t.questionId, t.number)],
);

/** An answer's versions: the whole body of each. */
export const answerRevisions = pgTable(
  "answer_revisions",
  {
    id: serial("id").primaryKey(),
    answerId: integer("answer_id")
      .notNull()
      .references(() => answers.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    editorId: uuid("editor_id").references(() => users.id, { onDelete: "set null" }),
    /** Sanitised HTML, as it was stored. */
    content: text("content").notNull(),
    editSummary: text("edit_summary"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("answer_revisions_number_key").on(t.answerId, t.number)],
);
