import { eq, sql } from "drizzle-orm";
import type { CloseVoteKind } from "@shared/close-votes";
import { LIVE_CLOSE_VOTES as LIVE } from "../../content/close-votes";
import type { CloseReason } from "@shared/close-reasons";
import type { Db } from "../../db/client";
import { queueVotedQuestion } from "../../content/review-tasks";
import { questions } from "../../db/schema/content";
import { conflict, notFound } from "../../errors";
import { QUESTION_NOT_FOUND } from "../../policy/visibility";
import { closeQuestion, reopenQuestion } from "../../content/question-closing";

// Close and reopen votes (issue 25, point 1). A vote is `open` until its kind's open votes reach
// the number needed (they become `applied`, and the question closes or reopens with the reason
// most voted, a duplicate onto the original most voted) or until CLOSE_VOTE_EXPIRY_DAYS pass
// after the last of them (`expired`). Each vote locks the question first, so parallel votes are
// counted one after another and the one that reaches the number is the one that closes.

type QuestionRow = typeof questions.$inferSelect;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;


/** What a vote did: nothing more (still counting), or closed / reopened the question. */
export interface CloseVoteOutcome {
  question: QuestionRow;
  /** The question closed or reopened with this vote; the members whose votes did it. */
  applied: { voters: string[]; reason: CloseReason | null } | null;
}

/**
 * Casts a member's close or reopen vote on a question (visible to them, checked by the route).
 * 409 when the question is already in the state the vote asks for, or the member's vote is in.
 */
export async function castCloseVote(
  db: Db,
  questionId: number,
  voterId: string,
  vote: { kind: "close"; reason: CloseReason; duplicateOfId: number | null } | { kind: "reopen" },
): Promise<CloseVoteOutcome> {
  return db.transaction(async (tx) => {
    const [locked] = rowsOf<{ closed_reason: string | null }>(await tx.execute(sql`select closed_reason from questions where id = ${questionId} for update`));
    if (!locked) throw notFound(QUESTION_NOT_FOUND);
    if (vote.kind === "close" && locked.closed_reason) throw conflict("This question is already closed");
    if (vote.kind === "reopen" && !locked.closed_reason) throw conflict("This question is not closed");

    // Votes whose newest is older than the expiry are over: a vote now starts a new count.
    await tx.execute(sql`
      update question_close_votes set state = 'expired'
      where question_id = ${questionId} and kind = ${vote.kind} and state = 'open'
        and (select max(created_at) from question_close_votes where question_id = ${questionId} and kind = ${vote.kind} and state = 'open') <= ${LIVE}`);
    const inserted = rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into question_close_votes (question_id, user_id, kind, reason, duplicate_of_id)
        values (${questionId}, ${voterId}::uuid, ${vote.kind}, ${vote.kind === "close" ? vote.reason : null}, ${vote.kind === "close" ? vote.duplicateOfId : null})
        on conflict (question_id, kind, user_id) where state = 'open' do nothing
        returning id`),
    );
    if (!inserted.length) throw conflict(vote.kind === "close" ? "You have already voted to close this question" : "You have already voted to reopen this question");

    const votes = rowsOf<{ user_id: string; reason: CloseReason | null; duplicate_of_id: number | null; needed: number }>(
      await tx.execute(sql`
        select v.user_id, v.reason, v.duplicate_of_id, s.close_votes_needed as needed
        from question_close_votes v, site_settings s
        where v.question_id = ${questionId} and v.kind = ${vote.kind} and v.state = 'open' and s.id = 1
        order by v.id`),
    );
    if (votes.length < Number(votes[0]!.needed)) {
      await queueVotedQuestion(tx, questionId, vote.kind);
      return { question: await loadRow(tx, questionId), applied: null };
    }
    await tx.execute(sql`update question_close_votes set state = 'applied' where question_id = ${questionId} and kind = ${vote.kind} and state = 'open'`);
    const voters = votes.map((row) => row.user_id);
    if (vote.kind === "reopen") {
      const question = await loadRow(tx, questionId);
      const reopened = await reopenQuestion(tx, question, voterId);
      return { question: reopened ?? question, applied: { voters, reason: null } };
    }
    const reason = mostVoted(votes.map((row) => row.reason!));
    // A duplicate vote always names its original (closeQuestionSchema); a deleted original is null.
    const targets = votes.filter((row) => row.reason === "duplicate" && row.duplicate_of_id !== null).map((row) => row.duplicate_of_id!);
    const duplicateOfId = reason === "duplicate" && targets.length ? mostVoted(targets) : null;
    const closed = await closeQuestion(tx, questionId, voterId, reason, duplicateOfId, voters);
    return { question: closed ?? (await loadRow(tx, questionId)), applied: { voters, reason } };
  });
}

async function loadRow(tx: Db, questionId: number): Promise<QuestionRow> {
  const [row] = await tx.select().from(questions).where(eq(questions.id, questionId));
  return row!;
}

/** The value most often given; a tie goes to the one given first. */
export function mostVoted<T extends string | number>(values: T[]): T {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best = values[0]!;
  for (const value of values) if (counts.get(value)! > counts.get(best)!) best = value;
  return best;
}

/** Takes back the member's open vote of this kind; false when they had none. */
export async function retractCloseVote(db: Db, questionId: number, voterId: string, kind: CloseVoteKind): Promise<boolean> {
  const deleted = rowsOf<{ id: number }>(
    await db.execute(sql`delete from question_close_votes where question_id = ${questionId} and user_id = ${voterId}::uuid and kind = ${kind} and state = 'open' returning id`),
  );
  return deleted.length > 0;
}
