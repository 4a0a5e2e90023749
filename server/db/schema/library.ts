import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { answers, questions } from "./content";
import { users } from "./users";

/** "Save for later": a member's saved questions and answers (spec 2.17, /bookmarks). */
export const bookmarks = pgTable(
  "bookmarks",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Exactly one of questionId and answerId is set. */
    questionId: integer("question_id").references(() => questions.id, { onDelete: "cascade" }),
    answerId: integer("answer_id").references(() => answers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    check("bookmarks_one_target", sql`(${t.questionId} is null) <> (${t.answerId} is null)`),
    uniqueIndex("bookmarks_user_question_key").on(t.userId, t.questionId).where(sql`${t.questionId} is not null`),
    uniqueIndex("bookmarks_user_answer_key").on(t.userId, t.answerId).where(sql`${t.answerId} is not null`),
    index("bookmarks_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** Unfinished questions and answers, kept on the server (spec 2.17, /drafts). */
export const drafts = pgTable(
  "drafts",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["question", "answer"] }).notNull(),
    /** The question an answer draft answers; null for question drafts. */
    questionId: integer("question_id").references(() => questions.id, { onDelete: "cascade" }),
    title: text("title").notNull().default(""),
    /** Rich text (sanitised HTML), as the composer and the answer box write it. */
    content: text("content").notNull().default(""),
    /** A question draft's chosen topics. */
    topicIds: integer("topic_ids").array().notNull().default(sql`'{}'::integer[]`),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    check("drafts_answer_has_question", sql`${t.type} <> 'answer' or ${t.questionId} is not null`),
    index("drafts_user_updated_idx").on(t.userId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
