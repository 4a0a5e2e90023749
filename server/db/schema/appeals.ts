import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * An author's appeal of a moderation decision on their post (issue 25, point 6): a held post
 * (auto-moderation or a report kept it from others) or a closed question. One per post and
 * decision: the unique index makes a second appeal a 409, however many arrive at once. Staff
 * uphold or overturn it with a note (GET /api/admin/appeals); the author is told the outcome.
 * The post's id has no foreign key: an appeal stays on record after its post is deleted.
 */
export const appeals = pgTable(
  "appeals",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: ["question", "answer", "comment"] }).notNull(),
    postId: integer("post_id").notNull(),
    /** The question the post is on (itself for a question), for links. */
    questionId: integer("question_id").notNull(),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** What is appealed: the post held from others, the question closed, or the post removed by staff. */
    decision: text("decision", { enum: ["held", "closed", "removed"] }).notNull(),
    /** For a closed question: the reason it was closed with. */
    closedReason: text("closed_reason"),
    message: text("message").notNull(),
    status: text("status", { enum: ["pending", "upheld", "overturned"] }).notNull().default("pending"),
    /** Staff's note to the author, with the outcome. */
    note: text("note"),
    decidedById: uuid("decided_by_id").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true, precision: 3 }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("appeals_once_key").on(t.kind, t.postId, t.decision), index("appeals_status_idx").on(t.status, t.createdAt, t.id), index("appeals_author_idx").on(t.authorId)],
);

/**
 * A post staff removed (the panel's Delete, a report's Remove, or staff deleting another's post),
 * kept so its author may appeal the removal (issue 25.6): what it said and where it stood. An
 * overturned appeal puts the post back under its own id (content/removed-posts.ts); a post
 * removed again replaces its earlier copy. The post's own rows are gone, so nothing here is shown
 * to anyone but staff and the author's appeal.
 */
export const removedPosts = pgTable(
  "removed_posts",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: ["question", "answer", "comment"] }).notNull(),
    postId: integer("post_id").notNull(),
    /** The question it was on (itself for a question). */
    questionId: integer("question_id").notNull(),
    /** A comment's answer; null for a comment on the question, and for questions and answers. */
    answerId: integer("answer_id"),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** A question's title and topics, and space; null otherwise. */
    title: text("title"),
    topicIds: jsonb("topic_ids").$type<number[]>(),
    spaceId: integer("space_id"),
    content: text("content").notNull(),
    /** When the post was written. */
    postedAt: timestamp("posted_at", { withTimezone: true, precision: 3 }).notNull(),
    /** Why: a report's reason, or "guidelines". */
    reason: text("reason").notNull(),
    removedById: uuid("removed_by_id").references(() => users.id, { onDelete: "set null" }),
    removedAt: timestamp("removed_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("removed_posts_post_key").on(t.kind, t.postId), index("removed_posts_author_idx").on(t.authorId)],
);
