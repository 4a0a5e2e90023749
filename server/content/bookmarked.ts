import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { bookmarks } from "../db/schema/library";

// The viewer's bookmarks as the question and answer presenters (question-summaries.ts,
// answer-items.ts) show them; bookmarks.queries.ts lists saved items through those presenters.

/**
 * Which of these questions the viewer has saved: one probe per id on the unique
 * (user_id, question_id) index, in one query beside the presenter's others.
 */
export async function bookmarkedQuestionIds(db: Db, viewerId: string | null, questionIds: number[]): Promise<Set<number>> {
  if (!viewerId || !questionIds.length) return new Set();
  const rows = await db
    .select({ id: bookmarks.questionId })
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, viewerId), inArray(bookmarks.questionId, questionIds)));
  return new Set(rows.map((row) => row.id!));
}

/** Which of these answers the viewer has saved (the unique (user_id, answer_id) index). */
export async function bookmarkedAnswerIds(db: Db, viewerId: string | null, answerIds: number[]): Promise<Set<number>> {
  if (!viewerId || !answerIds.length) return new Set();
  const rows = await db
    .select({ id: bookmarks.answerId })
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, viewerId), inArray(bookmarks.answerId, answerIds)));
  return new Set(rows.map((row) => row.id!));
}
