import { and, desc, eq, inArray, max, sql } from "drizzle-orm";
import { rollbackSummary } from "@shared/revisions";
import type { Revision } from "@shared/revisions";
import type { Db } from "../db/client";
import { queueEditedClosedQuestion } from "./review-tasks";
import { answers, questions, questionTopics, topics } from "../db/schema/content";
import { answerRevisions, questionRevisions } from "../db/schema/revisions";
import type { users } from "../db/schema/users";
import { badRequest, notFound } from "../errors";
import { htmlToPlainText, sanitizeHtml } from "../html";
import { auditStaffChange } from "../services/audit";
import type { Moderation, Screening } from "./moderation";
import type { ReputationMove } from "./reputation";
import { loadAuthors } from "./authors";
import { presentAuthor } from "./author.presenter";
import { adjustSpacePostCount, adjustTopicQuestionCounts } from "./lifecycle";
import { assertTopicsExist } from "./topics";
import { settleSuggestions, supersedeSuggestion, type AppliedSuggestion } from "./suggested-edits";

// Editing a question or an answer, and the revisions every edit keeps: the ONE way a post's
// text or topics change after posting (docs/decisions/024-revisions.md). The member's edit,
// a moderator's or admin's edit (the same routes) and a rollback all come here, so none can
// forget the revision, the sanitising, auto-moderation, the counters or the staff audit.
// revisions.test.ts fails when any other module writes those columns.

type QuestionRow = typeof questions.$inferSelect;
type AnswerRow = typeof answers.$inferSelect;

/** Who edits: a signed-in member (the author or staff, checked by the route's authorize). */
export type Editor = typeof users.$inferSelect;

/** What came of an edit: whether anything changed, and the hold when auto-moderation held the post. */
export interface EditOutcome {
  changed: boolean;
  screening: Screening;
  /** Members whose reputation moved (an approved suggestion's suggester). */
  reputationMoves?: ReputationMove[];
}

const PUBLISHED: Screening = { status: "published", matched: [] };

/** Question details as stored: sanitised HTML (empty is allowed). */
export const cleanQuestionHtml = (content: string) => sanitizeHtml(content);

/** Sanitised answer HTML; an answer with no text (only empty tags) is refused. */
export function cleanAnswerHtml(content: string): string {
  const clean = sanitizeHtml(content);
  if (!htmlToPlainText(clean) && !clean.includes("<img")) throw badRequest("Please write an answer.", "content");
  return clean;
}

const sameIds = (a: number[], b: number[]) => {
  const set = new Set(a);
  return a.length === b.length && b.every((id) => set.has(id));
};
const summaryOf = (text: string | undefined) => (text?.trim() ? text.trim() : null);

/** The original of a new question, revision 1; createQuestion calls it in its transaction. */
export async function recordOriginalQuestion(tx: Db, row: Pick<QuestionRow, "id" | "authorId" | "title" | "content" | "createdAt">, topicIds: number[]) {
  await tx.insert(questionRevisions).values({ questionId: row.id, number: 1, editorId: row.authorId, title: row.title, content: row.content, topicIds, createdAt: row.createdAt });
}

/** The originals of new answers, revision 1 each; createAnswers calls it in its transaction. */
export async function recordOriginalAnswers(tx: Db, rows: Pick<AnswerRow, "id" | "authorId" | "content" | "createdAt">[]) {
  if (!rows.length) return;
  await tx.insert(answerRevisions).values(rows.map((row) => ({ answerId: row.id, number: 1, editorId: row.authorId, content: row.content, createdAt: row.createdAt })));
}

/**
 * Gives every post without revisions its original as revision 1 (the demo seed, and posts
 * written by direct SQL); the same statements as migration 0015's backfill.
 */
export async function backfillOriginalRevisions(db: Db) {
  await db.execute(sql`
    insert into ${questionRevisions} (question_id, number, editor_id, title, content, topic_ids, created_at)
    select q.id, 1, q.author_id, q.title, q.content,
      coalesce((select array_agg(qt.topic_id order by qt.topic_id) from ${questionTopics} qt where qt.question_id = q.id), '{}'), q.created_at
    from ${questions} q
    where not exists (select 1 from ${questionRevisions} r where r.question_id = q.id)`);
  await db.execute(sql`
    insert into ${answerRevisions} (answer_id, number, editor_id, content, created_at)
    select a.id, 1, a.author_id, a.content, a.created_at
    from ${answers} a
    where not exists (select 1 from ${answerRevisions} r where r.answer_id = a.id)`);
}

async function currentTopicIds(tx: Db, questionId: number): Promise<number[]> {
  const rows = await tx.select({ topicId: questionTopics.topicId }).from(questionTopics).where(eq(questionTopics.questionId, questionId));
  return rows.map((row) => row.topicId).sort((a, b) => a - b);
}

/** The next revision number of a question, writing its original first if it has none (a post from before revisions). */
async function nextQuestionRevision(tx: Db, row: QuestionRow, topicIds: number[]): Promise<number> {
  const [last] = await tx.select({ n: max(questionRevisions.number) }).from(questionRevisions).where(eq(questionRevisions.questionId, row.id));
  if (last?.n) return last.n + 1;
  await recordOriginalQuestion(tx, row, topicIds);
  return 2;
}

async function nextAnswerRevision(tx: Db, row: AnswerRow): Promise<number> {
  const [last] = await tx.select({ n: max(answerRevisions.number) }).from(answerRevisions).where(eq(answerRevisions.answerId, row.id));
  if (last?.n) return last.n + 1;
  await recordOriginalAnswers(tx, [row]);
  return 2;
}

/**
 * Edits a question's title, details and topics, and keeps the new version as a revision.
 * Details are sanitised; a member's new text is screened by auto-moderation, and a published
 * question it holds leaves its topics' and space's counts until a moderator publishes it
 * again. Topic counters follow while the question is published. Staff editing someone
 * else's question are audited. An edit that changes nothing keeps no revision.
 */
export async function editQuestion(
  db: Db,
  moderation: Moderation,
  editor: Editor,
  question: QuestionRow,
  input: { title?: string; content?: string; topicIds?: number[]; editSummary?: string },
  /** The approved suggestion this edit applies (issue 25): the editor is its suggester. */
  applied?: AppliedSuggestion,
): Promise<EditOutcome> {
  const topicIds = input.topicIds ? [...new Set(input.topicIds)] : undefined;
  if (topicIds) await assertTopicsExist(db, topicIds);
  const content = input.content !== undefined ? cleanQuestionHtml(input.content) : undefined;
  // Screened before the transaction (the settings may be read from the database); staff are never screened.
  const screened = input.title !== undefined || content !== undefined ? await moderation.screen(editor, input.title ?? question.title, content ?? question.content) : PUBLISHED;
  const outcome = await db.transaction(async (tx): Promise<EditOutcome> => {
    // The row lock orders concurrent edits (revision numbers) and approvals (counters).
    const [row] = await tx.select().from(questions).where(eq(questions.id, question.id)).for("update");
    if (!row) throw notFound("Question not found");
    const topicsBefore = await currentTopicIds(tx, row.id);
    const title = input.title ?? row.title;
    const body = content ?? row.content;
    const topicsAfter = topicIds ?? topicsBefore;
    const topicsChanged = !sameIds(topicsBefore, topicsAfter);
    const textChanged = title !== row.title || body !== row.content;
    if (!textChanged && !topicsChanged) return { changed: false, screening: PUBLISHED };
    // Pending suggestions were written against the old text (an approved one is settled here).
    const reputationMoves = await settleSuggestions(tx, { questionId: row.id, answerId: null }, applied);
    const screening = textChanged ? screened : PUBLISHED;
    // A staged question (the staging ground) is screened like a published one: the clock would publish it unread.
    const held = (row.status === "published" || row.status === "staged") && screening.status === "held";
    const countedBefore = row.status === "published";
    const countedAfter = countedBefore && !held;
    const number = await nextQuestionRevision(tx, row, topicsBefore);
    const now = new Date();
    await tx
      .update(questions)
      .set({ title, content: body, updatedAt: now, editedAt: now, editedById: editor.id, ...(held ? { status: "held" as const } : {}) })
      .where(eq(questions.id, row.id));
    if (topicsChanged) {
      await tx.delete(questionTopics).where(eq(questionTopics.questionId, row.id));
      if (topicsAfter.length) await tx.insert(questionTopics).values(topicsAfter.map((topicId) => ({ questionId: row.id, topicId })));
    }
    if (topicsChanged || held) {
      if (countedBefore) await adjustTopicQuestionCounts(tx, topicsBefore, -1);
      if (countedAfter) await adjustTopicQuestionCounts(tx, topicsAfter, 1);
    }
    if (held) await adjustSpacePostCount(tx, row.spaceId, -1);
    await tx.insert(questionRevisions).values({
      questionId: row.id,
      number,
      editorId: editor.id,
      title,
      content: body,
      topicIds: topicsAfter,
      editSummary: summaryOf(input.editSummary),
      createdAt: now,
    });
    const fields = [...(title !== row.title ? ["title"] : []), ...(body !== row.content ? ["content"] : []), ...(topicsChanged ? ["topicIds"] : [])];
    await auditStaffChange(tx, editor, "question", row, "edit", { fields, revision: number });
    // An edited closed question waits in reopen-votes: reviewers judge whether it can reopen (issue 25).
    if (row.closedReason) await queueEditedClosedQuestion(tx, row.id);
    return { changed: true, screening: held ? screening : PUBLISHED, reputationMoves };
  });
  if (!outcome.changed && applied) await supersedeSuggestion(db, applied.id);
  await moderation.hold("question", question.id, outcome.screening);
  return outcome;
}

/**
 * Edits an answer's text and keeps the new version as a revision: sanitised, screened like
 * a question's edit (a published answer it holds leaves its question's answer count), and
 * audited when staff edit someone else's.
 */
export async function editAnswer(
  db: Db,
  moderation: Moderation,
  editor: Editor,
  answer: Pick<AnswerRow, "id" | "authorId">,
  input: { content: string; editSummary?: string },
  /** The approved suggestion this edit applies (issue 25): the editor is its suggester. */
  applied?: AppliedSuggestion,
): Promise<EditOutcome> {
  const body = cleanAnswerHtml(input.content);
  const screening = await moderation.screen(editor, "", body);
  const outcome = await db.transaction(async (tx): Promise<EditOutcome> => {
    const [row] = await tx.select().from(answers).where(eq(answers.id, answer.id)).for("update");
    if (!row) throw notFound("Answer not found");
    if (body === row.content) return { changed: false, screening: PUBLISHED };
    const reputationMoves = await settleSuggestions(tx, { questionId: row.questionId, answerId: row.id }, applied);
    const held = row.status === "published" && screening.status === "held";
    const number = await nextAnswerRevision(tx, row);
    const now = new Date();
    await tx
      .update(answers)
      .set({ content: body, updatedAt: now, editedAt: now, editedById: editor.id, ...(held ? { status: "held" as const } : {}) })
      .where(eq(answers.id, row.id));
    if (held) {
      await tx
        .update(questions)
        .set({ answerCount: sql`greatest(${questions.answerCount} - 1, 0)` })
        .where(eq(questions.id, row.questionId));
    }
    await tx.insert(answerRevisions).values({ answerId: row.id, number, editorId: editor.id, content: body, editSummary: summaryOf(input.editSummary), createdAt: now });
    await auditStaffChange(tx, editor, "answer", row, "edit", { fields: ["content"], revision: number });
    return { changed: true, screening: held ? screening : PUBLISHED, reputationMoves };
  });
  if (!outcome.changed && applied) await supersedeSuggestion(db, applied.id);
  await moderation.hold("answer", answer.id, outcome.screening);
  return outcome;
}

const revisionNotFound = (n: number) => notFound(`Revision ${n} not found`);
const alreadyCurrent = (n: number) => badRequest(`Revision ${n} is already the current version`);

/** Rolls a question back to revision n (title, details and topics): a new revision, through editQuestion. */
export async function rollbackQuestion(db: Db, moderation: Moderation, editor: Editor, question: QuestionRow, n: number): Promise<EditOutcome> {
  const [revision] = await db
    .select()
    .from(questionRevisions)
    .where(and(eq(questionRevisions.questionId, question.id), eq(questionRevisions.number, n)));
  // A post from before revisions (no rows yet) has its current text as revision 1.
  const target = revision ?? (n === 1 && !(await hasQuestionRevisions(db, question.id)) ? { ...question, topicIds: await currentTopicIds(db, question.id) } : null);
  if (!target) throw revisionNotFound(n);
  // Topics deleted since are left out.
  const existing = target.topicIds.length ? await db.select({ id: topics.id }).from(topics).where(inArray(topics.id, target.topicIds)) : [];
  const outcome = await editQuestion(db, moderation, editor, question, {
    title: target.title,
    content: target.content,
    topicIds: existing.map((topic) => topic.id),
    editSummary: rollbackSummary(n),
  });
  if (!outcome.changed) throw alreadyCurrent(n);
  return outcome;
}

/** Rolls an answer back to revision n: a new revision, through editAnswer. */
export async function rollbackAnswer(db: Db, moderation: Moderation, editor: Editor, answer: AnswerRow, n: number): Promise<EditOutcome> {
  const [revision] = await db
    .select()
    .from(answerRevisions)
    .where(and(eq(answerRevisions.answerId, answer.id), eq(answerRevisions.number, n)));
  const target = revision ?? (n === 1 && !(await hasAnswerRevisions(db, answer.id)) ? answer : null);
  if (!target) throw revisionNotFound(n);
  const outcome = await editAnswer(db, moderation, editor, answer, { content: target.content, editSummary: rollbackSummary(n) });
  if (!outcome.changed) throw alreadyCurrent(n);
  return outcome;
}

async function hasQuestionRevisions(db: Db, questionId: number) {
  const [row] = await db.select({ id: questionRevisions.id }).from(questionRevisions).where(eq(questionRevisions.questionId, questionId)).limit(1);
  return Boolean(row);
}

async function hasAnswerRevisions(db: Db, answerId: number) {
  const [row] = await db.select({ id: answerRevisions.id }).from(answerRevisions).where(eq(answerRevisions.answerId, answerId)).limit(1);
  return Boolean(row);
}

/** A question's revisions, newest first (the viewer may see the question: the route loaded it through visibility.ts). */
export async function listQuestionRevisions(db: Db, question: QuestionRow): Promise<Revision[]> {
  const rows = await db.select().from(questionRevisions).where(eq(questionRevisions.questionId, question.id)).orderBy(desc(questionRevisions.number));
  const versions = rows.length
    ? rows
    : [{ number: 1, editorId: question.authorId, title: question.title, content: question.content, topicIds: await currentTopicIds(db, question.id), editSummary: null, createdAt: question.createdAt }];
  const topicIds = [...new Set(versions.flatMap((row) => row.topicIds))];
  const [editors, topicRows] = await Promise.all([
    loadAuthors(db, versions.map((row) => row.editorId)),
    topicIds.length ? db.select({ id: topics.id, name: topics.name }).from(topics).where(inArray(topics.id, topicIds)) : [],
  ]);
  const topicById = new Map(topicRows.map((topic) => [topic.id, topic]));
  return versions.map((row) => ({
    number: row.number,
    editor: presentAuthor(row.editorId ? editors.get(row.editorId) : undefined),
    createdAt: row.createdAt.toISOString(),
    title: row.title,
    body: row.content,
    topics: row.topicIds
      .map((id) => topicById.get(id))
      .filter((topic) => topic !== undefined)
      .sort((a, b) => a.name.localeCompare(b.name)),
    editSummary: row.editSummary,
  }));
}

/** An answer's revisions, newest first (the viewer may see the answer). */
export async function listAnswerRevisions(db: Db, answer: AnswerRow): Promise<Revision[]> {
  const rows = await db.select().from(answerRevisions).where(eq(answerRevisions.answerId, answer.id)).orderBy(desc(answerRevisions.number));
  const versions = rows.length ? rows : [{ number: 1, editorId: answer.authorId, content: answer.content, editSummary: null, createdAt: answer.createdAt }];
  const editors = await loadAuthors(db, versions.map((row) => row.editorId));
  return versions.map((row) => ({
    number: row.number,
    editor: presentAuthor(row.editorId ? editors.get(row.editorId) : undefined),
    createdAt: row.createdAt.toISOString(),
    title: null,
    body: row.content,
    topics: [],
    editSummary: row.editSummary,
  }));
}
