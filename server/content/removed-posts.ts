import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { removedPosts } from "../db/schema/appeals";
import { answers, comments, questionFollows, questions, questionTopics, topics } from "../db/schema/content";
import { conflict } from "../errors";
import { adjustCommentCount, adjustSpacePostCount, adjustTopicQuestionCounts, findAnswerRow, findCommentRow, findQuestionRow } from "./lifecycle";
import { recordOriginalAnswers, recordOriginalQuestion } from "./revisions";

// Posts staff removed, kept for their author's appeal (issue 25, point 6): this module owns the
// copy made before a removal and the restoration an overturned appeal makes. A restored post is
// the post as it was written, under its own id, published; what hung on it (votes, answers of a
// question, comments) went with the removal and does not come back.

type Kind = "question" | "answer" | "comment";
type RemovedRow = typeof removedPosts.$inferSelect;

/**
 * Keeps what a post said before staff remove it, in the removal's transaction (a post without an
 * author has nobody to appeal and is not kept). A post removed again replaces its earlier copy.
 */
export async function keepRemovedPost(tx: Db, kind: Kind, id: number, reason: string, removedById: string): Promise<void> {
  const base = { kind, postId: id, reason, removedById, removedAt: new Date() };
  let values: typeof removedPosts.$inferInsert | null = null;
  if (kind === "question") {
    const row = await findQuestionRow(tx, id);
    if (row?.authorId) {
      const links = await tx.select({ topicId: questionTopics.topicId }).from(questionTopics).where(eq(questionTopics.questionId, id));
      values = { ...base, questionId: id, authorId: row.authorId, title: row.title, content: row.content, topicIds: links.map((link) => link.topicId), spaceId: row.spaceId, postedAt: row.createdAt };
    }
  } else if (kind === "answer") {
    const row = await findAnswerRow(tx, id);
    if (row?.authorId) values = { ...base, questionId: row.questionId, authorId: row.authorId, content: row.content, postedAt: row.createdAt };
  } else {
    const row = await findCommentRow(tx, id);
    if (row?.authorId) values = { ...base, questionId: row.questionId, answerId: row.answerId, authorId: row.authorId, content: row.content, postedAt: row.createdAt };
  }
  if (!values) return;
  await tx
    .insert(removedPosts)
    .values(values)
    .onConflictDoUpdate({ target: [removedPosts.kind, removedPosts.postId], set: { ...values } });
}

/** The kept copy of a post the member wrote and staff removed; null when there is none. */
export async function findRemovedPost(db: Db, kind: Kind, id: number, authorId: string): Promise<RemovedRow | null> {
  const [row] = await db
    .select()
    .from(removedPosts)
    .where(and(eq(removedPosts.kind, kind), eq(removedPosts.postId, id), eq(removedPosts.authorId, authorId)));
  return row ?? null;
}

/**
 * Puts a removed post back, published under its own id (an overturned appeal), and drops its
 * copy. 409 when the post is back already, or when what it stood on is gone (an answer's question,
 * a comment's answer or question): there is nothing to put it on.
 */
export async function restoreRemovedPost(tx: Db, kind: Kind, id: number): Promise<void> {
  const [row] = await tx.select().from(removedPosts).where(and(eq(removedPosts.kind, kind), eq(removedPosts.postId, id))).for("update");
  if (!row) throw conflict("This post was put back already");
  if (kind === "question") {
    if (await findQuestionRow(tx, id)) throw conflict("This question exists already");
    const [question] = await tx
      .insert(questions)
      .values({ id, authorId: row.authorId, title: row.title ?? "", content: row.content, createdAt: row.postedAt, spaceId: row.spaceId, status: "published" })
      .returning();
    // Topics deleted since do not come back.
    const kept = row.topicIds?.length ? (await tx.select({ id: topics.id }).from(topics).where(inArray(topics.id, row.topicIds))).map((topic) => topic.id) : [];
    if (kept.length) await tx.insert(questionTopics).values(kept.map((topicId) => ({ questionId: id, topicId })));
    await recordOriginalQuestion(tx, question!, kept);
    await adjustTopicQuestionCounts(tx, kept, 1);
    await adjustSpacePostCount(tx, row.spaceId, 1);
    await tx.insert(questionFollows).values({ userId: row.authorId, questionId: id }).onConflictDoNothing();
  } else if (kind === "answer") {
    if (!(await findQuestionRow(tx, row.questionId))) throw conflict("The question this answer was on is gone: there is nothing to put it back on");
    if (await findAnswerRow(tx, id)) throw conflict("This answer exists already");
    const [answer] = await tx.insert(answers).values({ id, questionId: row.questionId, authorId: row.authorId, content: row.content, createdAt: row.postedAt, status: "published" }).returning();
    await recordOriginalAnswers(tx, [answer!]);
    await tx
      .update(questions)
      .set({ answerCount: sql`${questions.answerCount} + 1` })
      .where(eq(questions.id, row.questionId));
  } else {
    const parentGone = !(await findQuestionRow(tx, row.questionId)) || (row.answerId !== null && !(await findAnswerRow(tx, row.answerId)));
    if (parentGone) throw conflict("The post this comment was on is gone: there is nothing to put it back on");
    if (await findCommentRow(tx, id)) throw conflict("This comment exists already");
    await tx.insert(comments).values({ id, questionId: row.questionId, answerId: row.answerId, authorId: row.authorId, content: row.content, createdAt: row.postedAt, status: "published" });
    await adjustCommentCount(tx, { questionId: row.questionId, answerId: row.answerId }, 1);
  }
  await tx.delete(removedPosts).where(eq(removedPosts.id, row.id));
}
