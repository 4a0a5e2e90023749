import { createHash } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { LIVE_STATE_ANSWERS, type QuestionEvent, type QuestionStateEvent } from "@shared/question-events";
import type { Db } from "../../db/client";
import { answers, questionTopics } from "../../db/schema/content";
import { findVisibleQuestion, visibleAnswers, type Viewer } from "../../policy/visibility";

/**
 * What a question page shows that can change while it is open, as one viewer class sees it
 * (server/features/question-events: a visitor for a published question). Small on purpose:
 * counts and version markers, never text, so keeping one per open question costs little and
 * nothing held can leak through it (it is read through the visibility policy).
 */
export interface Snapshot {
  answerCount: number;
  upvoteCount: number;
  downvoteCount: number;
  /** A hash of the title, body and topics: a change is an edit. */
  version: string;
  /** The accepted answer (when the questions table has `accepted_answer_id`), if the viewer may see it. */
  acceptedAnswerId: number | null;
  /** The closing columns' values (closed_at, close_reason, duplicate_of_id, … whatever exists), as one comparable string. */
  closing: string;
  /** The visible answers (the newest MAX_TRACKED_ANSWERS), by id. */
  answers: Map<number, AnswerSnapshot>;
}

export interface AnswerSnapshot {
  upvoteCount: number;
  downvoteCount: number;
  commentCount: number;
  /** A hash of the body: a change is an edit. */
  version: string;
}

/** Answers followed per question: the newest ones (a question with more gets no events for its oldest). */
export const MAX_TRACKED_ANSWERS = 1_000;

/**
 * Columns of the questions row that other features add (issue 11: accepting, closing), read
 * by name from the row Drizzle returns, so this file needs no change when they land:
 * `acceptedAnswerId`, and every column named closed…/close…/closing…/duplicate…/reopen….
 * TODO(issue 11): if acceptance lands as a mark on answers (not `questions.accepted_answer_id`)
 * or closing as its own table rather than columns, read it here; when question comments land,
 * add their count to the snapshot and a `comment` event for the question itself. The
 * database announces all of those as `q:<id>` once their tables are watched (ponder_watch).
 */
const CLOSING_COLUMN = /^(closed|close|closing|duplicate|reopen)/i;

export function acceptedOf(row: Record<string, unknown>, visible: Map<number, AnswerSnapshot>): number | null {
  const value = row.acceptedAnswerId;
  // An accepted answer the viewer may not see (held) is no accepted answer for them.
  return typeof value === "number" && visible.has(value) ? value : null;
}

export function closingOf(row: Record<string, unknown>): string {
  const entries = Object.keys(row)
    .filter((key) => CLOSING_COLUMN.test(key))
    .sort()
    .map((key) => [key, row[key] instanceof Date ? (row[key] as Date).toISOString() : row[key]]);
  return JSON.stringify(entries);
}

const hash = (...parts: string[]) => createHash("sha256").update(parts.join("\u0000")).digest("base64url").slice(0, 22);

/** The question as this viewer may see it now, or null when they may not see it (deleted, held). */
export async function loadSnapshot(db: Db, questionId: number, viewer: Viewer): Promise<Snapshot | null> {
  const question = await findVisibleQuestion(db, viewer, questionId);
  if (!question) return null;
  const [rows, topics] = await Promise.all([
    db
      .select({
        id: answers.id,
        upvoteCount: answers.upvoteCount,
        downvoteCount: answers.downvoteCount,
        commentCount: answers.commentCount,
        version: sql<string>`md5(${answers.content})`,
      })
      .from(answers)
      .where(and(eq(answers.questionId, questionId), visibleAnswers(viewer)))
      .orderBy(desc(answers.id))
      .limit(MAX_TRACKED_ANSWERS),
    db.select({ id: questionTopics.topicId }).from(questionTopics).where(eq(questionTopics.questionId, questionId)),
  ]);
  const tracked = new Map(rows.map(({ id, ...rest }) => [id, rest]));
  const row = question as unknown as Record<string, unknown>;
  return {
    answerCount: question.answerCount,
    upvoteCount: question.upvoteCount,
    downvoteCount: question.downvoteCount,
    version: hash(question.title, question.content, topics.map((topic) => topic.id).sort((a, b) => a - b).join(",")),
    acceptedAnswerId: acceptedOf(row, tracked),
    closing: closingOf(row),
    answers: tracked,
  };
}

/** The `state` event every connection starts with: the counts now, answers best first. */
export function stateEvent(snapshot: Snapshot): QuestionStateEvent {
  const listed = [...snapshot.answers]
    .map(([id, answer]) => ({ id, upvoteCount: answer.upvoteCount, downvoteCount: answer.downvoteCount, commentCount: answer.commentCount }))
    .sort((a, b) => b.upvoteCount - b.downvoteCount - (a.upvoteCount - a.downvoteCount) || a.id - b.id)
    .slice(0, LIVE_STATE_ANSWERS);
  return { type: "state", answerCount: snapshot.answerCount, upvoteCount: snapshot.upvoteCount, downvoteCount: snapshot.downvoteCount, answers: listed };
}

/** The events that take a page from `before` to `after` (none when nothing it shows changed). */
export function diffSnapshots(before: Snapshot, after: Snapshot): QuestionEvent[] {
  const events: QuestionEvent[] = [];
  const added = [...after.answers.keys()].filter((id) => !before.answers.has(id)).sort((a, b) => a - b);
  const removed = [...before.answers.keys()].filter((id) => !after.answers.has(id)).sort((a, b) => a - b);
  if (added.length || removed.length || before.answerCount !== after.answerCount) {
    events.push({ type: "answer", answerCount: after.answerCount, added, removed });
  }

  const kept = [...after.answers].filter(([id]) => before.answers.has(id)).map(([id, answer]) => ({ id, answer, was: before.answers.get(id)! }));
  const answerVotes = kept
    .filter(({ answer, was }) => answer.upvoteCount !== was.upvoteCount || answer.downvoteCount !== was.downvoteCount)
    .map(({ id, answer }) => ({ id, upvoteCount: answer.upvoteCount, downvoteCount: answer.downvoteCount }));
  if (answerVotes.length || before.upvoteCount !== after.upvoteCount || before.downvoteCount !== after.downvoteCount) {
    events.push({ type: "votes", question: { upvoteCount: after.upvoteCount, downvoteCount: after.downvoteCount }, answers: answerVotes });
  }

  const commented = kept.filter(({ answer, was }) => answer.commentCount !== was.commentCount).map(({ id, answer }) => ({ id, commentCount: answer.commentCount }));
  if (commented.length) events.push({ type: "comment", answers: commented });

  const editedAnswers = kept.filter(({ answer, was }) => answer.version !== was.version).map(({ id }) => id);
  const editedQuestion = before.version !== after.version;
  if (editedQuestion || editedAnswers.length) events.push({ type: "edit", question: editedQuestion, answerIds: editedAnswers });

  if (before.acceptedAnswerId !== after.acceptedAnswerId) events.push({ type: "accepted", acceptedAnswerId: after.acceptedAnswerId });
  if (before.closing !== after.closing) events.push({ type: "closed" });
  return events;
}
