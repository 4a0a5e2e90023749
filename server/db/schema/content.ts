import { customType, doublePrecision, foreignKey, type AnyPgColumn, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { spaces } from "./spaces";
import { users } from "./users";

/** Subjects members follow and tag questions with. Counters are kept on the row. */
export const topics = pgTable(
  "topics",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description"),
    followerCount: integer("follower_count").notNull().default(0),
    questionCount: integer("question_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("topics_name_key").on(t.name), index("topics_follower_count_idx").on(t.followerCount.desc().nullsFirst(), t.id)],
);

export const topicFollows = pgTable(
  "topic_follows",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    topicId: integer("topic_id")
      .notNull()
      .references(() => topics.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.topicId] }), index("topic_follows_topic_idx").on(t.topicId)],
);

export const questions = pgTable(
  "questions",
  {
    id: serial("id").primaryKey(),
    /** Null once the author's account is gone; the question stays. */
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    content: text("content").notNull().default(""),
    viewCount: integer("view_count").notNull().default(0),
    answerCount: integer("answer_count").notNull().default(0),
    upvoteCount: integer("upvote_count").notNull().default(0),
    downvoteCount: integer("downvote_count").notNull().default(0),
    /** Published comments on the question itself (not on its answers). */
    commentCount: integer("comment_count").notNull().default(0),
    /**
     * Trending order: log10 of engagement plus a term that grows with creation time, so the
     * order needs no recomputation as time passes (docs/decisions/008-hot-score.md).
     */
    hotScore: doublePrecision("hot_score").notNull().default(0),
    /** The space the question was posted in; null for questions asked to everyone. */
    spaceId: integer("space_id").references(() => spaces.id, { onDelete: "set null" }),
    /** 'held' while auto-moderation keeps it for review: only its author and staff see it. */
    status: text("status", { enum: ["published", "held", "staged"] }).notNull().default("published"),
    /** The answer the asker accepted (docs/decisions/023-accepted-answers-and-closing.md); null when none. */
    acceptedAnswerId: integer("accepted_answer_id").references((): AnyPgColumn => answers.id, { onDelete: "set null" }),
    /** Why staff closed it (no new answers while closed); null while open. */
    closedReason: text("closed_reason", { enum: ["duplicate", "off-topic", "needs-details", "opinion-based"] }),
    closedAt: timestamp("closed_at", { withTimezone: true, precision: 3 }),
    /** Who closed it; null once their account is gone. */
    closedById: uuid("closed_by_id").references(() => users.id, { onDelete: "set null" }),
    /** For a duplicate: the original it points to (null once that is deleted). */
    duplicateOfId: integer("duplicate_of_id").references((): AnyPgColumn => questions.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** The last edit after posting (server/content/revisions.ts); null if never edited. */
    editedAt: timestamp("edited_at", { withTimezone: true, precision: 3 }),
    /** Who made that edit; null if never edited or their account is gone. */
    editedById: uuid("edited_by_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("questions_duplicate_of_idx").on(t.duplicateOfId).where(sql`${t.duplicateOfId} is not null`),
    index("questions_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("questions_author_idx").on(t.authorId, t.createdAt.desc().nullsFirst()),
    index("questions_hot_idx").on(t.hotScore.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("questions_space_idx").on(t.spaceId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.spaceId} is not null`),
  ],
);

export const questionTopics = pgTable(
  "question_topics",
  {
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    topicId: integer("topic_id")
      .notNull()
      .references(() => topics.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.topicId] }), index("question_topics_topic_idx").on(t.topicId, t.questionId)],
);

export const answers = pgTable(
  "answers",
  {
    id: serial("id").primaryKey(),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Sanitised HTML. */
    content: text("content").notNull(),
    upvoteCount: integer("upvote_count").notNull().default(0),
    downvoteCount: integer("downvote_count").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    /** 'held' while auto-moderation keeps it for review: only its author and staff see it. */
    status: text("status", { enum: ["published", "held"] }).notNull().default("published"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /**
     * When a published comment on it was last posted or edited; null before any. The Active
     * sort orders by greatest(updated_at, commented_at) (docs/decisions/025-question-threads.md).
     */
    commentedAt: timestamp("commented_at", { withTimezone: true, precision: 3 }),
    /** The last edit after posting (server/content/revisions.ts); null if never edited. */
    editedAt: timestamp("edited_at", { withTimezone: true, precision: 3 }),
    /** Who made that edit; null if never edited or their account is gone. */
    editedById: uuid("edited_by_id").references(() => users.id, { onDelete: "set null" }),
  },
  // Best-first order uses answers_question_score_idx, the Active order answers_question_active_idx
  // (expression indexes, migrations 0003 and 0016).
  (t) => [
    index("answers_author_idx").on(t.authorId, t.createdAt.desc().nullsFirst()),
    index("answers_question_created_idx").on(t.questionId, t.createdAt, t.id),
    // What a comment's (answer_id, question_id) foreign key points at.
    unique("answers_id_question_key").on(t.id, t.questionId),
  ],
);

/** One vote per member per question; value is 1 or -1. */
export const questionVotes = pgTable(
  "question_votes",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    value: smallint("value").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] }), index("question_votes_question_idx").on(t.questionId)],
);

/** One vote per member per answer; value is 1 or -1. */
export const answerVotes = pgTable(
  "answer_votes",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    answerId: integer("answer_id")
      .notNull()
      .references(() => answers.id, { onDelete: "cascade" }),
    value: smallint("value").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.answerId] }), index("answer_votes_answer_idx").on(t.answerId)],
);

/**
 * Comments on a question or on one of its answers; content is sanitised HTML. Every comment
 * names its question; an answer's comments also name the answer (null: on the question
 * itself). The answer's foreign key includes the question, so the two always agree.
 */
export const comments = pgTable(
  "comments",
  {
    id: serial("id").primaryKey(),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    /** The answer it is on; null for a comment on the question. */
    answerId: integer("answer_id"),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    /** Rows in comment_votes for it, kept in the same transaction as each vote. */
    upvoteCount: integer("upvote_count").notNull().default(0),
    /** 'held' while auto-moderation keeps it for review: only its author and staff see it. */
    status: text("status", { enum: ["published", "held"] }).notNull().default("published"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: "comments_answer_question_fk", columns: [t.answerId, t.questionId], foreignColumns: [answers.id, answers.questionId] }).onDelete("cascade"),
    index("comments_answer_idx").on(t.answerId, t.createdAt, t.id),
    // A question's own comments (answer_id is null), oldest first; also serves the cascade from questions.
    index("comments_question_idx").on(t.questionId, t.answerId, t.createdAt, t.id),
    index("comments_author_idx").on(t.authorId),
  ],
);

/** Upvotes on comments (no downvotes): one per member per comment (docs/decisions/030-comment-votes.md). */
export const commentVotes = pgTable(
  "comment_votes",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    commentId: integer("comment_id")
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.commentId] }), index("comment_votes_comment_idx").on(t.commentId)],
);

/** Members following members. */
export const userFollows = pgTable(
  "user_follows",
  {
    followerId: uuid("follower_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    followeeId: uuid("followee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.followeeId] }), index("user_follows_followee_idx").on(t.followeeId)],
);

/** Members following a question, to hear of its new answers. */
export const questionFollows = pgTable(
  "question_follows",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] }), index("question_follows_question_idx").on(t.questionId)],
);

/** "Not interested": hidden from the member's For You feed. */
export const hiddenQuestions = pgTable(
  "hidden_questions",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);

/** Last counted view per viewer per question: a view counts once per viewer per counting window (lib/viewer.ts). */
export const questionViews = pgTable(
  "question_views",
  {
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    /** `u:<member id>`, or a hash of a visitor's address block (lib/viewer.ts). */
    viewerKey: text("viewer_key").notNull(),
    viewedAt: timestamp("viewed_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.viewerKey] }), index("question_views_viewed_at_idx").on(t.viewedAt)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Uploaded images, kept in the database so a backup holds everything. */
export const uploads = pgTable(
  "uploads",
  {
    /** Random, server-made; also the file name in its URL. */
    id: text("id").primaryKey(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    data: bytea("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index("uploads_user_idx").on(t.userId)],
);

/**
 * Every closing and reopening of a question, kept for the record (the question's own columns
 * hold its current state): who, when, why, and the original a duplicate pointed to.
 */
export const questionClosures = pgTable(
  "question_closures",
  {
    id: serial("id").primaryKey(),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    action: text("action", { enum: ["close", "reopen"] }).notNull(),
    /** The reason it was closed with (for a reopening: the reason it had). */
    reason: text("reason", { enum: ["duplicate", "off-topic", "needs-details", "opinion-based"] }),
    duplicateOfId: integer("duplicate_of_id").references(() => questions.id, { onDelete: "set null" }),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** A closing by members' votes: the voters, in the order they voted (issue 25); null when staff closed or reopened. */
    voterIds: uuid("voter_ids").array(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index("question_closures_question_idx").on(t.questionId, t.createdAt)],
);
