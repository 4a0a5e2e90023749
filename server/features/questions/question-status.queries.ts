import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { CloseReason } from "@shared/question-status";
import type { Db } from "../../db/client";
import { questionClosures, questions } from "../../db/schema/content";

type QuestionRow = typeof questions.$inferSelect;

/** Makes this answer the question's accepted one (replacing any other); returns the question's accepted answer before. */
export async function acceptAnswer(db: Db, questionId: number, answerId: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ id: questions.acceptedAnswerId }).from(questions).where(eq(questions.id, questionId)).for("update");
    if (before?.id !== answerId) await tx.update(questions).set({ acceptedAnswerId: answerId }).where(eq(questions.id, questionId));
    return before?.id ?? null;
  });
}

/** Takes the acceptance back if this answer holds it; returns the question's accepted answer after. */
export async function unacceptAnswer(db: Db, questionId: number, answerId: number): Promise<number | null> {
  await db
    .update(questions)
    .set({ acceptedAnswerId: null })
    .where(and(eq(questions.id, questionId), eq(questions.acceptedAnswerId, answerId)));
  const [row] = await db.select({ id: questions.acceptedAnswerId }).from(questions).where(eq(questions.id, questionId));
  return row?.id ?? null;
}

/**
 * Closes an open question and records who closed it, when and why (question_closures);
 * null when it was closed meanwhile (two moderators at once: the first wins).
 */
export async function closeQuestion(
  tx: Db,
  questionId: number,
  actorId: string,
  reason: CloseReason,
  duplicateOfId: number | null,
): Promise<QuestionRow | null> {
  const [row] = await tx
    .update(questions)
    .set({ closedReason: reason, closedAt: new Date(), closedById: actorId, duplicateOfId })
    .where(and(eq(questions.id, questionId), isNull(questions.closedReason)))
    .returning();
  if (!row) return null;
  await tx.insert(questionClosures).values({ questionId, action: "close", reason, duplicateOfId, actorId });
  return row;
}

/** Reopens a closed question, recording the reopening with the reason it had; null when it was open already. */
export async function reopenQuestion(tx: Db, question: QuestionRow, actorId: string): Promise<QuestionRow | null> {
  const [row] = await tx
    .update(questions)
    .set({ closedReason: null, closedAt: null, closedById: null, duplicateOfId: null })
    .where(and(eq(questions.id, question.id), isNotNull(questions.closedReason)))
    .returning();
  if (!row) return null;
  await tx.insert(questionClosures).values({ questionId: question.id, action: "reopen", reason: question.closedReason, duplicateOfId: question.duplicateOfId, actorId });
  return row;
}
