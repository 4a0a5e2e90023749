import { and, eq, sql } from "drizzle-orm";
import type { VoteValue } from "@shared/questions";
import { recordOriginalAnswer } from "../../content/revisions";
import { voteCounterChange } from "../../content/votes";
import type { Db } from "../../db/client";
import { answers, answerVotes, questions } from "../../db/schema/content";

type AnswerRow = typeof answers.$inferSelect;

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
    await recordOriginalAnswer(tx, row!);
    if (status === "held") return row!;
    await tx
      .update(questions)
      .set({ answerCount: sql`${questions.answerCount} + 1` })
      .where(eq(questions.id, questionId));
    return row!;
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
