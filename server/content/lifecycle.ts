import { applyReputation } from "./reputation";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { answers, comments, questions, questionTopics, topics } from "../db/schema/content";
import { spaces } from "../db/schema/spaces";

// Publishing and deleting a post moves the counters that count it (topics, spaces, a
// question's answers, an answer's comments). The owning routes and admin moderation both
// call these, and asking or editing a question (questions.queries.ts) moves topic and space
// counters through the same two helpers, so the counters have one owner. The row lookups
// read any post whatever its state: callers check visibility (policy/visibility.ts) or are staff.

type QuestionRow = typeof questions.$inferSelect;
type AnswerRow = typeof answers.$inferSelect;
type CommentRow = typeof comments.$inferSelect;

/** A question row whatever its state, or null (callers check who may see it). */
export async function findQuestionRow(db: Db, id: number): Promise<QuestionRow | null> {
  const [row] = await db.select().from(questions).where(eq(questions.id, id)).limit(1);
  return row ?? null;
}

/** An answer row whatever its state, or null (callers check who may see it). */
export async function findAnswerRow(db: Db, id: number): Promise<AnswerRow | null> {
  const [row] = await db.select().from(answers).where(eq(answers.id, id)).limit(1);
  return row ?? null;
}

/** A comment row whatever its state, or null (callers check who may see it). */
export async function findCommentRow(db: Db, id: number): Promise<CommentRow | null> {
  const [row] = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
  return row ?? null;
}

/** Moves the question counters of these topics by delta (never below zero). */
export async function adjustTopicQuestionCounts(tx: Db, topicIds: number[], delta: 1 | -1) {
  if (!topicIds.length) return;
  await tx
    .update(topics)
    .set({ questionCount: sql`greatest(${topics.questionCount} + ${delta}, 0)` })
    .where(inArray(topics.id, topicIds));
}

/** Moves a space's post counter by delta (never below zero); questions outside spaces move nothing. */
export async function adjustSpacePostCount(tx: Db, spaceId: number | null, delta: 1 | -1) {
  if (spaceId === null) return;
  await tx
    .update(spaces)
    .set({ postCount: sql`greatest(${spaces.postCount} + ${delta}, 0)` })
    .where(eq(spaces.id, spaceId));
}

/**
 * Deletes a question with its answers, votes and comments; topic counters follow, and every
 * reputation change the question and its answers caused is reversed (locked first, then reversed
 * while the changes still name the posts).
 */
export async function deleteQuestion(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: questions.id }).from(questions).where(eq(questions.id, id)).for("update");
    if (!exists) return;
    await applyReputation(tx, { reverse: [{ target: { questionId: id }, why: "post-deleted" }] });
    const topicRows = await tx.select({ topicId: questionTopics.topicId }).from(questionTopics).where(eq(questionTopics.questionId, id));
    const [deleted] = await tx.delete(questions).where(eq(questions.id, id)).returning({ status: questions.status, spaceId: questions.spaceId });
    if (deleted?.status === "published") {
      await adjustTopicQuestionCounts(tx, topicRows.map((row) => row.topicId), -1);
      await adjustSpacePostCount(tx, deleted.spaceId, -1);
    }
  });
}

/** Publishes a held question (a moderator approved it); its topics count it from now on. */
export async function publishQuestion(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(questions)
      .set({ status: "published" })
      .where(and(eq(questions.id, id), eq(questions.status, "held")))
      .returning({ id: questions.id, spaceId: questions.spaceId });
    if (!row) return;
    const links = await tx.select({ topicId: questionTopics.topicId }).from(questionTopics).where(eq(questionTopics.questionId, id));
    await adjustTopicQuestionCounts(tx, links.map((link) => link.topicId), 1);
    await adjustSpacePostCount(tx, row.spaceId, 1);
  });
}

/**
 * Deletes an answer with its votes and comments; the question's answer counter follows when it
 * counted it, and the reputation the answer caused (votes, acceptance) is reversed.
 */
export async function deleteAnswer(db: Db, answer: AnswerRow) {
  await db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: answers.id }).from(answers).where(eq(answers.id, answer.id)).for("update");
    if (!exists) return;
    await applyReputation(tx, { reverse: [{ target: { answerId: answer.id }, why: "post-deleted" }] });
    const [deleted] = await tx.delete(answers).where(eq(answers.id, answer.id)).returning({ status: answers.status });
    if (deleted?.status !== "published") return;
    await tx
      .update(questions)
      .set({ answerCount: sql`greatest(${questions.answerCount} - 1, 0)` })
      .where(eq(questions.id, answer.questionId));
  });
}

/** Publishes a held answer (a moderator approved it); the question counts it from now on. */
export async function publishAnswer(db: Db, answer: AnswerRow) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(answers)
      .set({ status: "published" })
      .where(and(eq(answers.id, answer.id), eq(answers.status, "held")))
      .returning({ id: answers.id });
    if (!row) return;
    await tx
      .update(questions)
      .set({ answerCount: sql`${questions.answerCount} + 1` })
      .where(eq(questions.id, answer.questionId));
  });
}

/**
 * Moves the comment counter of a comment's parent: its answer's, or its question's for a
 * comment on the question. A comment that starts to count also makes its answer active now
 * (the Active order, docs/decisions/025-question-threads.md).
 */
export async function adjustCommentCount(tx: Db, comment: Pick<CommentRow, "answerId" | "questionId">, delta: 1 | -1) {
  if (comment.answerId === null) {
    await tx
      .update(questions)
      .set({ commentCount: sql`greatest(${questions.commentCount} + ${delta}, 0)` })
      .where(eq(questions.id, comment.questionId));
    return;
  }
  await tx
    .update(answers)
    .set({ commentCount: sql`greatest(${answers.commentCount} + ${delta}, 0)`, ...(delta > 0 ? { commentedAt: sql`now()` } : {}) })
    .where(eq(answers.id, comment.answerId));
}

/** Deletes a comment; its answer's or question's comment counter follows when it counted it. */
export async function deleteComment(db: Db, comment: CommentRow) {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(comments).where(eq(comments.id, comment.id)).returning({ status: comments.status });
    if (deleted?.status !== "published") return;
    await adjustCommentCount(tx, comment, -1);
  });
}

/** Publishes a held comment (a moderator approved it); its answer or question counts it from now on. */
export async function publishComment(db: Db, comment: CommentRow) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(comments)
      .set({ status: "published" })
      .where(and(eq(comments.id, comment.id), eq(comments.status, "held")))
      .returning({ id: comments.id });
    if (!row) return;
    await adjustCommentCount(tx, comment, 1);
  });
}
