import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { CloseReason } from "@shared/question-status";
import type { Db } from "../db/client";
import { questionClosures, questions } from "../db/schema/content";
import { completeVoteTasks } from "./review-tasks";

// Closing and reopening a question, and the record of it (question_closures): staff at once
// (features/questions), members' votes (close votes), and an overturned appeal (admin appeals).

type QuestionRow = typeof questions.$inferSelect;

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
  /** The members whose votes close it, in the order they voted (close-votes.queries.ts); none when staff close it. */
  voterIds: string[] | null = null,
): Promise<QuestionRow | null> {
  const [row] = await tx
    .update(questions)
    .set({ closedReason: reason, closedAt: new Date(), closedById: actorId, duplicateOfId })
    .where(and(eq(questions.id, questionId), isNull(questions.closedReason)))
    .returning();
  if (!row) return null;
  await tx.insert(questionClosures).values({ questionId, action: "close", reason, duplicateOfId, actorId, voterIds });
  await completeVoteTasks(tx, questionId, "closed");
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
  await completeVoteTasks(tx, question.id, "reopened");
  return row;
}
