import { and, count, eq, isNull, sql } from "drizzle-orm";
import { MAX_PENDING_SUGGESTIONS } from "@shared/suggested-edits";
import type { Db } from "../db/client";
import { answers, questionTopics, questions } from "../db/schema/content";
import { suggestedEdits } from "../db/schema/suggested-edits";
import { badRequest, conflict, tooManyRequests } from "../errors";
import { applyReputation, type ReputationMove } from "./reputation";
import { assertTopicsExist } from "./topics";

// Suggested edits (issue 25, point 2; decision 059): the edit of a member without edit-freely
// on someone else's post waits here for review. The questions and answers features create
// them (their PATCH answers 202); the review feature decides them; revisions.ts applies an
// approved one as the suggester's revision, and supersedes the pending one of a post edited
// any other way, in the edit's own transaction.

type QuestionRow = typeof questions.$inferSelect;
type AnswerRow = typeof answers.$inferSelect;

/** Said with the 202. */
export const SUGGESTION_RECEIVED = "Thanks: your edit will show once reviewers approve it";
const ALREADY_PENDING = "This post already has a suggested edit waiting for review";
const NOTHING_CHANGED = "Your edit changes nothing";

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id, index) => id === b[index]);
const summaryOf = (text: string | undefined) => (text?.trim() ? text.trim() : null);

/** Turns a unique violation of the one-pending-per-post index into the 409; 429 past the member's own limit. */
async function insertPending(db: Db, values: typeof suggestedEdits.$inferInsert): Promise<number> {
  const [waiting] = await db
    .select({ n: count() })
    .from(suggestedEdits)
    .where(and(eq(suggestedEdits.suggesterId, values.suggesterId), eq(suggestedEdits.state, "pending")));
  if ((waiting?.n ?? 0) >= MAX_PENDING_SUGGESTIONS) {
    throw tooManyRequests(`You have ${MAX_PENDING_SUGGESTIONS} suggested edits waiting for review; suggest more once reviewers have decided on them`);
  }
  const rows = await db
    .insert(suggestedEdits)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: suggestedEdits.id });
  if (!rows.length) throw conflict(ALREADY_PENDING);
  return rows[0]!.id;
}

/**
 * Stores a member's suggested edit of someone else's question: its text sanitised by the caller
 * (the same cleaning an edit gets), its topics checked. 400 when it changes nothing, 409 when
 * the question already has one pending.
 */
export async function suggestQuestionEdit(
  db: Db,
  suggesterId: string,
  question: QuestionRow,
  input: { title?: string; content?: string; topicIds?: number[]; editSummary?: string },
): Promise<number> {
  const current = (await db.select({ topicId: questionTopics.topicId }).from(questionTopics).where(eq(questionTopics.questionId, question.id)))
    .map((row) => row.topicId)
    .sort((a, b) => a - b);
  const topicIds = input.topicIds ? [...new Set(input.topicIds)].sort((a, b) => a - b) : current;
  if (input.topicIds) await assertTopicsExist(db, topicIds);
  const title = input.title ?? question.title;
  const content = input.content ?? question.content;
  if (title === question.title && content === question.content && sameIds(topicIds, current)) throw badRequest(NOTHING_CHANGED);
  return insertPending(db, { questionId: question.id, answerId: null, suggesterId, title, content, topicIds, editSummary: summaryOf(input.editSummary) });
}

/** Stores a member's suggested edit of someone else's answer (content sanitised by the caller). */
export async function suggestAnswerEdit(db: Db, suggesterId: string, answer: AnswerRow, input: { content: string; editSummary?: string }): Promise<number> {
  if (input.content === answer.content) throw badRequest(NOTHING_CHANGED);
  return insertPending(db, { questionId: answer.questionId, answerId: answer.id, suggesterId, title: null, content: input.content, topicIds: null, editSummary: summaryOf(input.editSummary) });
}

/** The suggestion an edit applies, and who approved it last. */
export interface AppliedSuggestion {
  id: number;
  suggesterId: string;
  approverId: string;
}

/**
 * In an edit's transaction (the post locked): an approved suggestion becomes `approved` and earns
 * its suggester the edit-approved points (409 when another review decided it first); any other
 * pending suggestion of the post is `superseded`, since it was written against the old text.
 */
export async function settleSuggestions(tx: Db, post: { questionId: number; answerId: number | null }, applied: AppliedSuggestion | undefined): Promise<ReputationMove[]> {
  const now = new Date();
  const ofPost = and(eq(suggestedEdits.questionId, post.questionId), post.answerId === null ? isNull(suggestedEdits.answerId) : eq(suggestedEdits.answerId, post.answerId), eq(suggestedEdits.state, "pending"));
  let moves: ReputationMove[] = [];
  if (applied) {
    const approved = await tx
      .update(suggestedEdits)
      .set({ state: "approved", decidedAt: now })
      .where(and(eq(suggestedEdits.id, applied.id), ofPost))
      .returning({ id: suggestedEdits.id });
    if (!approved.length) throw conflict("This suggested edit was already decided");
    moves = await applyReputation(tx, {
      add: [{ userId: applied.suggesterId, reason: "edit-approved", cause: `edit:${applied.id}`, actorId: applied.approverId, questionId: post.questionId, answerId: post.answerId }],
    });
  }
  await tx.update(suggestedEdits).set({ state: "superseded", decidedAt: now }).where(ofPost);
  return moves;
}

/** Marks a suggestion with nothing left to apply (the post already reads so) superseded. */
export async function supersedeSuggestion(db: Db, id: number): Promise<void> {
  await db.execute(sql`update suggested_edits set state = 'superseded', decided_at = now() where id = ${id} and state = 'pending'`);
}
