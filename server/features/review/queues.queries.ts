import { sql } from "drizzle-orm";
import {
  DECISIVE_ACTIONS,
  LOOKS_OK_ACTIONS,
  QUEUE_ACTIONS,
  REVIEW_COUNT_CAP,
  REVIEW_TASK_PAGE,
  TASK_LOOKS_OK_NEEDED,
  type ReviewAction,
  type ReviewTask,
  type ReviewTaskReviewed,
  type TaskQueue,
  type PostReviewHistory,
} from "@shared/review";
import type { Db } from "../../db/client";
import { answers, questions } from "../../db/schema/content";
import { badRequest, conflict, forbidden, notFound } from "../../errors";
import { EVERYONE, visibleAnswers, visibleQuestions } from "../../policy/visibility";
import { LIVE_CLOSE_VOTES } from "../../content/close-votes";
import { loadAuthors } from "../../content/authors";
import { presentAuthorOf } from "../../content/author.presenter";

// The task queues (issue 25, point 3; decision 063): first questions, first answers, late
// answers, close votes and reopen votes. Only tasks on posts everyone may see are listed or
// reviewed (a held post's task waits, unseen, until it is published); a vote task is listed
// only while its vote is live (close votes not expired on an open question, a closed question).

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export const REVIEW_TASK_NOT_FOUND = "Review task not found";

interface TaskRow {
  id: number;
  queue: TaskQueue;
  question_id: number;
  answer_id: number | null;
  state: "pending" | "completed";
  outcome: string | null;
  created_at: Date | string;
  question_title: string;
  question_content: string;
  question_author: string | null;
  question_created_at: Date | string;
  closed_reason: string | null;
  answer_content: string | null;
  answer_author: string | null;
  answer_created_at: Date | string | null;
  looks_ok: number;
}

/** Tasks on posts everyone may see, with the post and the looks-ok answers so far. */
const TASKS = sql`
  select t.id, t.queue, t.question_id, t.answer_id, t.state, t.outcome, t.created_at,
    ${questions.title} as question_title, ${questions.content} as question_content, ${questions.authorId} as question_author,
    ${questions.createdAt} as question_created_at, ${questions.closedReason} as closed_reason,
    ${answers.content} as answer_content, ${answers.authorId} as answer_author, ${answers.createdAt} as answer_created_at,
    (select count(*) from review_task_reviews r where r.task_id = t.id and r.action in ('looks-ok', 'leave-open', 'leave-closed'))::int as looks_ok
  from review_tasks t
  join ${questions} on ${questions.id} = t.question_id
  left join ${answers} on ${answers.id} = t.answer_id
  where ${visibleQuestions(EVERYONE) ?? sql`true`} and (t.answer_id is null or ${visibleAnswers(EVERYONE) ?? sql`true`})`;

/** The author of the post a task is about. */
const postAuthorOf = (row: Pick<TaskRow, "answer_id" | "answer_author" | "question_author">) => (row.answer_id === null ? row.question_author : row.answer_author);

/**
 * The pending tasks of `queue` that `viewerId` may review: not their own post, not reviewed
 * (or skipped) by them, and for the vote queues a live vote they have not cast themselves.
 */
function pendingFor(queue: TaskQueue, viewerId: string) {
  const live =
    queue === "close-votes"
      ? sql` and ${questions.closedReason} is null
          and exists (select 1 from question_close_votes v where v.question_id = t.question_id and v.kind = 'close' and v.state = 'open' and v.created_at > ${LIVE_CLOSE_VOTES})
          and not exists (select 1 from question_close_votes v where v.question_id = t.question_id and v.kind = 'close' and v.state = 'open' and v.user_id = ${viewerId}::uuid)`
      : queue === "reopen-votes"
        ? sql` and ${questions.closedReason} is not null
          and not exists (select 1 from question_close_votes v where v.question_id = t.question_id and v.kind = 'reopen' and v.state = 'open' and v.user_id = ${viewerId}::uuid)`
        : sql``;
  return sql`t.queue = ${queue} and t.state = 'pending'
    and (case when t.answer_id is null then ${questions.authorId} else ${answers.authorId} end) is distinct from ${viewerId}::uuid
    and not exists (select 1 from review_task_reviews r where r.task_id = t.id and r.reviewer_id = ${viewerId}::uuid)${live}`;
}

/** How many tasks of each queue wait for the viewer (at most REVIEW_COUNT_CAP). */
export async function pendingTaskCounts(db: Db, queues: TaskQueue[], viewerId: string): Promise<Map<TaskQueue, number>> {
  const counts = new Map<TaskQueue, number>();
  for (const queue of queues) {
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${TASKS} and ${pendingFor(queue, viewerId)} limit ${REVIEW_COUNT_CAP}) pending`));
    counts.set(queue, Number(row?.n ?? 0));
  }
  return counts;
}

/** The next tasks of `queue` for the viewer, oldest first, and how many there are. */
export async function listReviewTasks(db: Db, queue: TaskQueue, viewerId: string): Promise<{ items: ReviewTask[]; pending: number }> {
  const rows = rowsOf<TaskRow>(await db.execute(sql`${TASKS} and ${pendingFor(queue, viewerId)} order by t.created_at, t.id limit ${REVIEW_TASK_PAGE}`));
  const pending = (await pendingTaskCounts(db, [queue], viewerId)).get(queue) ?? 0;
  const authors = await loadAuthors(db, rows.flatMap((row) => [row.question_author, row.answer_author]));
  const iso = (value: Date | string) => new Date(value).toISOString();
  const items = rows.map(
    (row): ReviewTask => ({
      id: row.id,
      queue: row.queue,
      createdAt: iso(row.created_at),
      question: {
        id: row.question_id,
        title: row.question_title,
        content: row.question_content,
        author: presentAuthorOf(authors, row.question_author),
        createdAt: iso(row.question_created_at),
        closedReason: row.closed_reason,
      },
      answer:
        row.answer_id === null
          ? null
          : { id: row.answer_id, content: row.answer_content!, author: presentAuthorOf(authors, row.answer_author), createdAt: iso(row.answer_created_at!) },
      actions: [...QUEUE_ACTIONS[row.queue]],
      looksOk: Number(row.looks_ok),
    }),
  );
  return { items, pending };
}

/**
 * Whether the reviewer did what a decisive or vote action says, on the task's post, since the
 * task began: an edit (a revision, or a suggested edit waiting or decided), a comment, a report,
 * or their own close or reopen vote (open, or the one that decided).
 */
async function didIt(db: Db, row: TaskRow, reviewerId: string, action: ReviewAction): Promise<boolean> {
  const since = new Date(row.created_at);
  const onPost = row.answer_id === null ? sql`answer_id is null` : sql`answer_id = ${row.answer_id}`;
  const query =
    action === "edit"
      ? row.answer_id === null
        ? sql`select 1 from question_revisions where question_id = ${row.question_id} and editor_id = ${reviewerId}::uuid and created_at >= ${since}
            union all select 1 from suggested_edits where question_id = ${row.question_id} and answer_id is null and suggester_id = ${reviewerId}::uuid and created_at >= ${since}`
        : sql`select 1 from answer_revisions where answer_id = ${row.answer_id} and editor_id = ${reviewerId}::uuid and created_at >= ${since}
            union all select 1 from suggested_edits where answer_id = ${row.answer_id} and suggester_id = ${reviewerId}::uuid and created_at >= ${since}`
      : action === "comment"
        ? sql`select 1 from comments where question_id = ${row.question_id} and ${onPost} and author_id = ${reviewerId}::uuid and created_at >= ${since}`
        : action === "report"
          ? sql`select 1 from reports where target_type = ${row.answer_id === null ? "question" : "answer"} and target_id = ${String(row.answer_id ?? row.question_id)}
              and reporter_id = ${reviewerId}::uuid and created_at >= ${since}`
          : sql`select 1 from question_close_votes where question_id = ${row.question_id} and kind = ${action === "close" ? "close" : "reopen"}
              and user_id = ${reviewerId}::uuid and state in ('open', 'applied')`;
  return rowsOf(await db.execute(sql`${query} limit 1`)).length > 0;
}

const NOT_DONE: Partial<Record<ReviewAction, string>> = {
  edit: "Edit the post (or suggest an edit) first, then record the review",
  comment: "Add your comment to the post first, then record the review",
  report: "Report the post first, then record the review",
  close: "Vote to close the question first, then record the review",
  reopen: "Vote to reopen the question first, then record the review",
};

/**
 * Records a review of a task, the task locked so parallel reviews count one after another. Two
 * looks-ok answers (leave open, leave closed) or one decisive action take it out of its queue; a
 * close or reopen vote is recorded, and the task ends when the question closes or reopens (also
 * when that vote was the deciding one, which ended the task before the review was recorded).
 * 404 for a task on a post the public cannot see; 403 for the reviewer's own post; 409 when the
 * task is done or the reviewer already reviewed it; 400 for an action of another queue, or a
 * decisive action not done.
 */
export async function reviewTask(
  db: Db,
  queue: TaskQueue,
  taskId: number,
  reviewerId: string,
  review: { action: ReviewAction; comment: string | null },
): Promise<ReviewTaskReviewed> {
  const [row] = rowsOf<TaskRow>(await db.execute(sql`${TASKS} and t.id = ${taskId} and t.queue = ${queue}`));
  if (!row) throw notFound(REVIEW_TASK_NOT_FOUND);
  if ((QUEUE_ACTIONS[queue] as readonly string[]).indexOf(review.action) < 0) throw badRequest(`This queue's actions are ${QUEUE_ACTIONS[queue].join(", ")}`);
  if (postAuthorOf(row) === reviewerId) throw forbidden("You cannot review your own post");
  const vote = review.action === "close" || review.action === "reopen";
  if (NOT_DONE[review.action] && !(await didIt(db, row, reviewerId, review.action))) throw badRequest(NOT_DONE[review.action]!);
  return db.transaction(async (tx) => {
    const [locked] = rowsOf<{ state: string; outcome: string | null }>(await tx.execute(sql`select state, outcome from review_tasks where id = ${taskId} for update`));
    if (!locked) throw notFound(REVIEW_TASK_NOT_FOUND);
    const endedByThisVote = vote && locked.state === "completed" && locked.outcome === (review.action === "close" ? "closed" : "reopened");
    if (locked.state !== "pending" && !endedByThisVote) throw conflict("This task has left the queue");
    const inserted = rowsOf(
      await tx.execute(sql`
        insert into review_task_reviews (task_id, reviewer_id, action, comment)
        values (${taskId}, ${reviewerId}::uuid, ${review.action}, ${review.comment})
        on conflict do nothing returning task_id`),
    );
    if (!inserted.length) throw conflict("You have already reviewed this task");
    if (locked.state !== "pending") return { id: taskId, state: "completed" as const, outcome: locked.outcome };
    let outcome: string | null = null;
    if (DECISIVE_ACTIONS.includes(review.action)) outcome = review.action;
    else if (LOOKS_OK_ACTIONS.includes(review.action)) {
      const [counts] = rowsOf<{ n: number }>(
        await tx.execute(sql`select count(*)::int as n from review_task_reviews where task_id = ${taskId} and action = ${review.action}`),
      );
      if (Number(counts!.n) >= TASK_LOOKS_OK_NEEDED) outcome = review.action;
    }
    if (outcome === null) return { id: taskId, state: "pending" as const, outcome: null };
    await tx.execute(sql`update review_tasks set state = 'completed', outcome = ${outcome}, completed_at = now() where id = ${taskId}`);
    return { id: taskId, state: "completed" as const, outcome };
  });
}

/** Every review of a question and its answers (and of suggested edits on them), newest first: staff's timeline of the post. */
export async function postReviewHistory(db: Db, questionId: number): Promise<PostReviewHistory> {
  const rows = rowsOf<{ queue: string; task_id: number; answer_id: number | null; reviewer_id: string; action: string; comment: string | null; created_at: Date | string }>(
    await db.execute(sql`
      select t.queue, t.id as task_id, t.answer_id, r.reviewer_id, r.action, r.comment, r.created_at
      from review_task_reviews r join review_tasks t on t.id = r.task_id where t.question_id = ${questionId}
      union all
      select 'suggested-edits', s.id, s.answer_id, r.reviewer_id, r.action, r.reason, r.created_at
      from suggested_edit_reviews r join suggested_edits s on s.id = r.suggested_edit_id where s.question_id = ${questionId}
      union all
      select 'staging-ground', e.question_id, null, e.actor_id, e.kind, e.body, e.created_at
      from staging_events e where e.question_id = ${questionId} and e.actor_id is not null
      order by created_at desc, task_id desc
      limit 500`),
  );
  const authors = await loadAuthors(db, rows.map((row) => row.reviewer_id));
  return {
    items: rows.map((row) => ({
      queue: row.queue as PostReviewHistory["items"][number]["queue"],
      taskId: row.task_id,
      answerId: row.answer_id,
      reviewer: presentAuthorOf(authors, row.reviewer_id),
      action: row.action,
      comment: row.comment,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}
