import { and, eq, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { answers, comments, questions } from "../db/schema/content";
import { users } from "../db/schema/users";
import { notFound } from "../errors";
import { createBatcher, type Batcher } from "../lib/batcher";
import { isStaff } from "./staff";

/**
 * Who may see a question, an answer, a comment (and so a space's post, which is a question)
 * or a member's profile: the single rule, in three forms that must agree (the visibility
 * matrix test calls every id-taking route to hold them to it):
 *
 * - `canSee*` decides on rows already in memory (presenters, abilities);
 * - `visible*` is the SQL condition every list, feed, count and analytics figure filters by;
 * - `loadVisible*` is the only way a route gets one post by id: a 404 when the viewer may not
 *   see it, exactly as when it does not exist.
 *
 * The rule: published content is everyone's; held content (auto-moderation,
 * docs/decisions/011-moderation-holds.md) is its author's and staff's only; a staged question
 * (the staging ground, docs/decisions/067-staging-ground.md) is its author's, staff's and
 * reviewers'; and an answer or comment is visible only while everything above it is too.
 * Deleted content is gone from the database, so it is a 404 for everyone.
 */

/**
 * Who is looking: the signed-in member (their id and role), or null for a visitor.
 * `reviewsStaged` is set (by `stagingViewer`, content/staging.ts) where a reviewer works on a
 * staged question: the question page and the staging ground's routes. Without it a member
 * sees no staged question but their own.
 */
export type Viewer = { id: string; role: "user" | "moderator" | "admin"; reviewsStaged?: boolean } | null;

/**
 * The viewer whose view lists shared by everyone take (feeds, topic pages, trending,
 * search, sitemap, counters, notifications, analytics): held content never shows there,
 * not even to its author (decision 011).
 */
export const EVERYONE: Viewer = null;

/** The moderation state of one post: who wrote it and whether it is published. */
export interface ContentState {
  authorId: string | null;
  status: "published" | "held" | "staged";
}

/** A question row as far as visibility and abilities go: its moderation state, and whether it is closed (closedReason set). */
export type QuestionState = ContentState & { closedReason?: string | null };
/** An answer with the state of its question. */
export type AnswerState = ContentState & { question: ContentState };
/** A comment with the states of its answer (null for a comment on the question itself) and its question. */
export type CommentState = ContentState & { answer: ContentState | null; question: ContentState };

export const QUESTION_NOT_FOUND = "Question not found";
export const ANSWER_NOT_FOUND = "Answer not found";
export const COMMENT_NOT_FOUND = "Comment not found";
export const MEMBER_NOT_FOUND = "User not found";

/** One post on its own: published, or the viewer wrote it, or the viewer is staff, or it is staged and the viewer reviews. */
function canSeeOne(viewer: Viewer, content: ContentState): boolean {
  if (content.status === "published") return true;
  if (viewer === null) return false;
  return content.authorId === viewer.id || isStaff(viewer) || (content.status === "staged" && viewer.reviewsStaged === true);
}

/** Whether the viewer may see this question. */
export function canSeeQuestion(viewer: Viewer, question: QuestionState): boolean {
  return canSeeOne(viewer, question);
}

/** Whether the viewer may see this answer: it and its question. */
export function canSeeAnswer(viewer: Viewer, answer: AnswerState): boolean {
  return canSeeOne(viewer, answer) && canSeeQuestion(viewer, answer.question);
}

/** Whether the viewer may see this comment: it, its answer if it is on one, and its question. */
export function canSeeComment(viewer: Viewer, comment: CommentState): boolean {
  return canSeeOne(viewer, comment) && (comment.answer === null || canSeeOne(viewer, comment.answer)) && canSeeQuestion(viewer, comment.question);
}

/** Whether everyone sees it (what counters, notifications and votes wait for). */
export function isPublic(content: ContentState | AnswerState | CommentState): boolean {
  if ("answer" in content) return canSeeComment(EVERYONE, content);
  if ("question" in content) return canSeeAnswer(EVERYONE, content);
  return canSeeQuestion(EVERYONE, content);
}

/** A table (or an alias of one) that has the moderation columns. */
interface Moderated {
  status: AnyPgColumn;
  authorId: AnyPgColumn;
}

/** canSeeOne as SQL; undefined (no condition) for staff. */
function visibleRow(table: Moderated, viewer: Viewer): SQL | undefined {
  if (isStaff(viewer)) return undefined;
  const published = eq(table.status, "published");
  if (!viewer) return published;
  return or(published, eq(table.authorId, viewer.id), viewer.reviewsStaged ? eq(table.status, "staged") : undefined);
}

// Parents are probed by primary key through their own alias, so the conditions nest inside
// any query, including one that already joins the same table.
const parentQuestion = alias(questions, "visible_parent_question");
const parentAnswer = alias(answers, "visible_parent_answer");
// An alias inside a sql template renders as its name only: the FROM needs "table" "alias".
const fromParentQuestion = sql`${questions} ${sql.identifier("visible_parent_question")}`;
const fromParentAnswer = sql`${answers} ${sql.identifier("visible_parent_answer")}`;

/** The questions the viewer may see, as a condition on `table` (questions or an alias of it). */
export function visibleQuestions(viewer: Viewer, table: Moderated = questions): SQL | undefined {
  return visibleRow(table, viewer);
}

/** The answers the viewer may see: the answer and its question, as a condition on `table`. */
export function visibleAnswers(viewer: Viewer, table: Moderated & { questionId: AnyPgColumn } = answers): SQL | undefined {
  if (isStaff(viewer)) return undefined;
  return and(
    visibleRow(table, viewer),
    sql`exists (select 1 from ${fromParentQuestion} where ${parentQuestion.id} = ${table.questionId} and ${visibleQuestions(viewer, parentQuestion)})`,
  );
}

/**
 * The comments the viewer may see: the comment, its question, and its answer when it is on
 * one (an answer's question is its comment's question: one foreign key holds both).
 */
export function visibleComments(viewer: Viewer, table: Moderated & { answerId: AnyPgColumn; questionId: AnyPgColumn } = comments): SQL | undefined {
  if (isStaff(viewer)) return undefined;
  return and(
    visibleRow(table, viewer),
    sql`exists (select 1 from ${fromParentQuestion} where ${parentQuestion.id} = ${table.questionId} and ${visibleQuestions(viewer, parentQuestion)})`,
    sql`(${table.answerId} is null or exists (select 1 from ${fromParentAnswer} where ${parentAnswer.id} = ${table.answerId} and ${visibleRow(parentAnswer, viewer)}))`,
  );
}

type QuestionRow = typeof questions.$inferSelect;
type AnswerRow = typeof answers.$inferSelect;
type CommentRow = typeof comments.$inferSelect;
type MemberRow = typeof users.$inferSelect;

/** A question the viewer may see. */
export type VisibleQuestion = QuestionRow;
/** An answer the viewer may see, with what the policy needs of its question. */
export type VisibleAnswer = AnswerRow & { question: ContentState & { id: number } };
/** A comment the viewer may see, with what the policy needs of its answer (null: on the question) and question. */
export type VisibleComment = CommentRow & { answer: (ContentState & { id: number; questionId: number }) | null; question: ContentState & { id: number } };


/** The question with this id if the viewer may see it, else null (for callers that are not routes, such as page heads). */
export async function findVisibleQuestion(db: Db, viewer: Viewer, id: number): Promise<VisibleQuestion | null> {
  const [row] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.id, id), visibleQuestions(viewer)))
    .limit(1);
  return row ?? null;
}

/**
 * findVisibleQuestion for many (viewer, id) pairs in one query, answered in the order asked
 * (a group commit's read, docs/decisions/035-group-commit.md): the rows by id, each judged for
 * its own viewer by canSeeQuestion, the rule visibleQuestions writes as SQL.
 */
export async function findVisibleQuestions(db: Db, asked: { viewer: Viewer; id: number }[]): Promise<(VisibleQuestion | null)[]> {
  if (!asked.length) return [];
  const rows = await db
    .select()
    .from(questions)
    .where(inArray(questions.id, [...new Set(asked.map((item) => item.id))]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return asked.map(({ viewer, id }) => {
    const row = byId.get(id);
    return row && canSeeQuestion(viewer, row) ? row : null;
  });
}

/**
 * Reads of a question to show it, batched per database: calls made while a read is running go
 * together in the next one, one statement for all (createBatcher, decision 035). A question
 * page's boot queries (the question, its answers, its comments) ask at once and share one read;
 * under load, pages built together share it too (issue 22: a page not in the cache). Each
 * caller gets its own copy of the row.
 */
const questionReaders = new WeakMap<Db, Batcher<{ viewer: Viewer; id: number }, VisibleQuestion | null>>();

/**
 * loadVisibleQuestion for routes that only show the question (GET): the same rule and the same
 * 404, read together with the other shows of the moment. A write reads with
 * loadVisibleQuestion, inside its own transaction.
 */
export async function readVisibleQuestion(db: Db, viewer: Viewer, id: number): Promise<VisibleQuestion> {
  let read = questionReaders.get(db);
  if (!read) {
    read = createBatcher(async (asked: { viewer: Viewer; id: number }[]) => (await findVisibleQuestions(db, asked)).map((row) => ({ ok: true as const, value: row })));
    questionReaders.set(db, read);
  }
  const row = await read({ viewer, id });
  if (!row) throw notFound(QUESTION_NOT_FOUND);
  return { ...row };
}

/** The question with this id if the viewer may see it, else a 404 "Question not found". */
export async function loadVisibleQuestion(db: Db, viewer: Viewer, id: number): Promise<VisibleQuestion> {
  const row = await findVisibleQuestion(db, viewer, id);
  if (!row) throw notFound(QUESTION_NOT_FOUND);
  return row;
}

/** The answer with this id if the viewer may see it (and its question), else a 404 "Answer not found". */
export async function loadVisibleAnswer(db: Db, viewer: Viewer, id: number): Promise<VisibleAnswer> {
  const [row] = await db
    .select({ answer: answers, question: { id: questions.id, authorId: questions.authorId, status: questions.status } })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(and(eq(answers.id, id), visibleAnswers(viewer)))
    .limit(1);
  if (!row) throw notFound(ANSWER_NOT_FOUND);
  return { ...row.answer, question: row.question };
}

/** The comment with this id if the viewer may see it (and its answer, if any, and question), else a 404 "Comment not found". */
export async function loadVisibleComment(db: Db, viewer: Viewer, id: number): Promise<VisibleComment> {
  const [row] = await db
    .select({
      comment: comments,
      answer: { id: answers.id, authorId: answers.authorId, status: answers.status, questionId: answers.questionId },
      question: { id: questions.id, authorId: questions.authorId, status: questions.status },
    })
    .from(comments)
    .innerJoin(questions, eq(questions.id, comments.questionId))
    .leftJoin(answers, eq(answers.id, comments.answerId))
    .where(and(eq(comments.id, id), visibleComments(viewer)))
    .limit(1);
  if (!row) throw notFound(COMMENT_NOT_FOUND);
  return { ...row.comment, answer: row.comment.answerId === null ? null : row.answer, question: row.question };
}

/**
 * Whether a post is seen by everyone right now (the answer's question and the comment's
 * answer and question included): notifications wait for it, whoever calls the notifier.
 */
export async function isPublicNow(db: Db, target: { kind: "question" | "answer" | "comment"; id: number }): Promise<boolean> {
  const query =
    target.kind === "question"
      ? db.select({ id: questions.id }).from(questions).where(and(eq(questions.id, target.id), visibleQuestions(EVERYONE)))
      : target.kind === "answer"
        ? db.select({ id: answers.id }).from(answers).where(and(eq(answers.id, target.id), visibleAnswers(EVERYONE)))
        : db.select({ id: comments.id }).from(comments).where(and(eq(comments.id, target.id), visibleComments(EVERYONE)));
  return (await query.limit(1)).length > 0;
}

/** Profiles: every account that still exists (active or suspended); deleted accounts are gone. */
export function visibleMembers(): SQL {
  return ne(users.status, "deleted");
}

/** The member with this id if their account still exists, else a 404 "User not found". */
export async function loadVisibleMember(db: Db, id: string): Promise<MemberRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), visibleMembers()))
    .limit(1);
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  return row;
}
