import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { answers, questions } from "../../db/schema/content";
import { acceptanceCause, applyReputation, type NewReputationChange, type ReputationMove } from "../../content/reputation";

/**
 * The reputation an acceptance gives: +15 to the answerer and +2 to the asker who accepted,
 * neither when the asker accepts their own answer (shared/reputation.ts).
 */
function acceptanceChanges(questionId: number, askerId: string | null, answer: { id: number; authorId: string | null }): NewReputationChange[] {
  if (!askerId || !answer.authorId || answer.authorId === askerId) return [];
  const common = { cause: acceptanceCause(questionId), actorId: askerId, questionId, answerId: answer.id };
  return [
    { userId: answer.authorId, reason: "answer-accepted", ...common },
    { userId: askerId, reason: "accepted-answer", ...common },
  ];
}

/**
 * Makes this answer the question's accepted one (replacing any other), moving the reputation
 * the acceptance gives with it; returns the question's accepted answer before.
 */
export async function acceptAnswer(db: Db, questionId: number, answerId: number): Promise<{ before: number | null; moves: ReputationMove[] }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ id: questions.acceptedAnswerId, authorId: questions.authorId }).from(questions).where(eq(questions.id, questionId)).for("update");
    if (!before || before.id === answerId) return { before: before?.id ?? null, moves: [] };
    await tx.update(questions).set({ acceptedAnswerId: answerId }).where(eq(questions.id, questionId));
    const [answer] = await tx.select({ id: answers.id, authorId: answers.authorId }).from(answers).where(eq(answers.id, answerId));
    const moves = await applyReputation(tx, {
      reverse: before.id === null ? [] : [{ target: { cause: acceptanceCause(questionId) }, why: "acceptance-moved" }],
      add: answer ? acceptanceChanges(questionId, before.authorId, answer) : [],
    });
    return { before: before.id, moves };
  });
}

/** Takes the acceptance back (and its reputation) if this answer holds it; returns the question's accepted answer after. */
export async function unacceptAnswer(db: Db, questionId: number, answerId: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: questions.acceptedAnswerId }).from(questions).where(eq(questions.id, questionId)).for("update");
    if (!row || row.id !== answerId) return row?.id ?? null;
    await tx.update(questions).set({ acceptedAnswerId: null }).where(and(eq(questions.id, questionId), eq(questions.acceptedAnswerId, answerId)));
    await applyReputation(tx, { reverse: [{ target: { cause: acceptanceCause(questionId) }, why: "acceptance-moved" }] });
    return null;
  });
}

