import { sql } from "drizzle-orm";
import { LATE_ANSWER_DAYS, LATE_ANSWER_REPUTATION } from "@shared/review";
import type { Db } from "../db/client";

// Review tasks (issue 25, point 3; decision 063): this module owns the writes that put a post
// in a task queue or take a question out of the vote queues, each inside the transaction of the
// change that causes it (asking, answering, a close or reopen vote, editing a closed question).
// One pending task per post per queue (review_tasks_pending_key): a second cause adds nothing.

const intArray = (ids: number[]) => sql`${`{${ids.join(",")}}`}::int[]`;

/** A member's first question waits in first-questions. */
export async function queueFirstQuestion(tx: Db, questionId: number, authorId: string): Promise<void> {
  await tx.execute(sql`
    insert into review_tasks (queue, question_id)
    select 'first-questions', ${questionId}
    where not exists (select 1 from questions where author_id = ${authorId}::uuid and id <> ${questionId})
    on conflict do nothing`);
}

/**
 * New answers: a late one (its question older than LATE_ANSWER_DAYS, its author under
 * LATE_ANSWER_REPUTATION) waits in late-answers, else a member's first answer in first-answers.
 */
export async function queueNewAnswers(tx: Db, answerIds: number[]): Promise<void> {
  if (!answerIds.length) return;
  await tx.execute(sql`
    insert into review_tasks (queue, question_id, answer_id)
    select case when late then 'late-answers' else 'first-answers' end, question_id, id
    from (
      select a.id, a.question_id,
        (q.created_at < a.created_at - make_interval(days => ${LATE_ANSWER_DAYS}) and u.reputation < ${LATE_ANSWER_REPUTATION}) as late,
        not exists (select 1 from answers b where b.author_id = a.author_id and b.id < a.id) as first
      from answers a join questions q on q.id = a.question_id join users u on u.id = a.author_id
      where a.id = any(${intArray(answerIds)})
    ) candidates
    where late or first
    on conflict do nothing`);
}

/** A close or reopen vote that did not decide puts the question in close-votes or reopen-votes. */
export async function queueVotedQuestion(tx: Db, questionId: number, kind: "close" | "reopen"): Promise<void> {
  await tx.execute(sql`
    insert into review_tasks (queue, question_id) values (${kind === "close" ? "close-votes" : "reopen-votes"}, ${questionId})
    on conflict do nothing`);
}

/** Its author edited a closed question: reviewers look at whether it should reopen. */
export async function queueEditedClosedQuestion(tx: Db, questionId: number): Promise<void> {
  await queueVotedQuestion(tx, questionId, "reopen");
}

/** The question closed or reopened (by votes or staff): its vote task is done. */
export async function completeVoteTasks(tx: Db, questionId: number, outcome: "closed" | "reopened"): Promise<void> {
  await tx.execute(sql`
    update review_tasks set state = 'completed', outcome = ${outcome}, completed_at = now()
    where question_id = ${questionId} and state = 'pending' and queue = ${outcome === "closed" ? "close-votes" : "reopen-votes"}`);
}
