import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnswerItem, Page, VoteValue } from "@shared/questions";
import type { Db } from "../../db/client";
import { answers, answerVotes, questions } from "../../db/schema/content";
import { answerAbilities } from "../../policy/abilities";
import { visibleAnswers, type ContentState, type Viewer } from "../../policy/visibility";
import { bookmarkedAnswerIds } from "../bookmarks/bookmarked";
import { key, keyset, pageOf } from "../../lib/keyset";
import { loadAuthors, presentAuthor, voteCounterChange } from "../questions/questions.queries";

type AnswerRow = typeof answers.$inferSelect;

const score = sql<number>`(${answers.upvoteCount} - ${answers.downvoteCount})`;

/** Answers page by (score desc, createdAt asc, id asc). */
const answerKeyset = keyset(key.int(), key.date, key.id);

/**
 * Answers with their authors, the viewer's votes and bookmarks, and what the viewer may do
 * with each (which needs the state of its question), in four more queries.
 */
export async function presentAnswers(db: Db, rows: AnswerRow[], viewer: Viewer): Promise<AnswerItem[]> {
  if (!rows.length) return [];
  const viewerId = viewer?.id ?? null;
  const ids = rows.map((row) => row.id);
  const [authors, votes, saved, parents] = await Promise.all([
    loadAuthors(db, rows.map((row) => row.authorId)),
    viewerId
      ? db
          .select({ answerId: answerVotes.answerId, value: answerVotes.value })
          .from(answerVotes)
          .where(and(eq(answerVotes.userId, viewerId), inArray(answerVotes.answerId, ids)))
      : [],
    bookmarkedAnswerIds(db, viewerId, ids),
    db
      .select({ id: questions.id, authorId: questions.authorId, status: questions.status })
      .from(questions)
      .where(inArray(questions.id, [...new Set(rows.map((row) => row.questionId))])),
  ]);
  const voteByAnswer = new Map(votes.map((vote) => [vote.answerId, vote.value as VoteValue]));
  const questionById = new Map<number, ContentState>(parents.map((parent) => [parent.id, parent]));
  return rows.map((row) => ({
    id: row.id,
    questionId: row.questionId,
    content: row.content,
    author: presentAuthor(row.authorId ? authors.get(row.authorId) : undefined),
    upvoteCount: row.upvoteCount,
    downvoteCount: row.downvoteCount,
    commentCount: row.commentCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    myVote: voteByAnswer.get(row.id) ?? 0,
    bookmarked: saved.has(row.id),
    abilities: answerAbilities(viewer, { ...row, question: questionById.get(row.questionId)! }),
    ...(row.status === "held" ? { held: true } : {}),
  }));
}

/**
 * A question's answers, best first: score (up minus down votes) descending, ties to the
 * earliest. The cursor is (score, position) where position orders (createdAt, id).
 */
export async function listAnswers(
  db: Db,
  questionId: number,
  options: { cursor?: string; limit: number; viewer: Viewer },
): Promise<Page<AnswerItem>> {
  let after: SQL | undefined;
  if (options.cursor) {
    const [lastScore, createdAt, id] = answerKeyset.decode(options.cursor);
    after = sql`(${score} < ${lastScore} or (${score} = ${lastScore} and (${answers.createdAt}, ${answers.id}) > (${createdAt.toISOString()}::timestamptz, ${id})))`;
  }
  const rows = await db
    .select()
    .from(answers)
    .where(and(eq(answers.questionId, questionId), visibleAnswers(options.viewer), after))
    .orderBy(sql`${score} desc`, asc(answers.createdAt), asc(answers.id))
    .limit(options.limit + 1);
  const page = pageOf(rows, options.limit, (last) => answerKeyset.encode(last.upvoteCount - last.downvoteCount, last.createdAt, last.id));
  return { items: await presentAnswers(db, page.items, options.viewer), nextCursor: page.nextCursor };
}

export async function findAnswerRow(db: Db, id: number): Promise<AnswerRow | null> {
  const [row] = await db.select().from(answers).where(eq(answers.id, id)).limit(1);
  return row ?? null;
}

/** Adds an answer; the question's answer counter moves in the same transaction (once published). */
export async function createAnswer(
  db: Db,
  questionId: number,
  authorId: string,
  content: string,
  status: AnswerRow["status"] = "published",
): Promise<AnswerRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(answers).values({ questionId, authorId, content, status }).returning();
    if (status === "held") return row!;
    await tx
      .update(questions)
      .set({ answerCount: sql`${questions.answerCount} + 1` })
      .where(eq(questions.id, questionId));
    return row!;
  });
}

export async function updateAnswer(db: Db, id: number, content: string): Promise<AnswerRow> {
  const [row] = await db.update(answers).set({ content, updatedAt: new Date() }).where(eq(answers.id, id)).returning();
  return row!;
}

export async function deleteAnswer(db: Db, answer: AnswerRow) {
  await db.transaction(async (tx) => {
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

/** Sets the member's vote on an answer (1, -1, or 0 to remove); counters in the same transaction. */
export async function voteOnAnswer(db: Db, userId: string, answerId: number, value: VoteValue) {
  return db.transaction(async (tx) => {
    await tx.select({ id: answers.id }).from(answers).where(eq(answers.id, answerId)).for("update");
    const [previous] = await tx
      .select({ value: answerVotes.value })
      .from(answerVotes)
      .where(and(eq(answerVotes.userId, userId), eq(answerVotes.answerId, answerId)));
    const before = (previous?.value ?? 0) as VoteValue;
    if (value === 0) {
      await tx.delete(answerVotes).where(and(eq(answerVotes.userId, userId), eq(answerVotes.answerId, answerId)));
    } else {
      await tx
        .insert(answerVotes)
        .values({ userId, answerId, value })
        .onConflictDoUpdate({ target: [answerVotes.userId, answerVotes.answerId], set: { value } });
    }
    const { up, down } = voteCounterChange(before, value);
    const [row] = await tx
      .update(answers)
      .set({ upvoteCount: sql`${answers.upvoteCount} + ${up}`, downvoteCount: sql`${answers.downvoteCount} + ${down}` })
      .where(eq(answers.id, answerId))
      .returning({ upvoteCount: answers.upvoteCount, downvoteCount: answers.downvoteCount });
    return { ...row!, myVote: value };
  });
}
