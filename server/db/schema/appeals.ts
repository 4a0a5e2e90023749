import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
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
    /** What is appealed: the post held from others, or the question closed. */
    decision: text("decision", { enum: ["held", "closed"] }).notNull(),
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
