import { eq, inArray, sql } from "drizzle-orm";
import { SUGGESTED_EDIT_APPROVALS_NEEDED, SUGGESTED_EDIT_PAGE, SUGGESTED_EDIT_REJECTIONS_NEEDED, type SuggestedEdit, type SuggestedEditState } from "@shared/suggested-edits";
import type { Db } from "../../db/client";
import { answers, questions, topics } from "../../db/schema/content";
import { users } from "../../db/schema/users";
import { conflict, forbidden, notFound } from "../../errors";
import { EVERYONE, visibleAnswers, visibleQuestions } from "../../policy/visibility";
import { loadAuthors } from "../../content/authors";
import { presentAuthorOf } from "../../content/author.presenter";

// The suggested-edits queue (issue 25, point 2; decision 059). Only suggestions on posts everyone
// may see are listed or reviewed (a held post's suggestion waits, unseen, until it is published).

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export const SUGGESTED_EDIT_NOT_FOUND = "Suggested edit not found";

/** A pending suggestion and the post it edits, as the queue and a review read it. */
interface SuggestionRow {
  id: number;
  question_id: number;
  answer_id: number | null;
  suggester_id: string;
  title: string | null;
  content: string;
  topic_ids: number[] | null;
  edit_summary: string | null;
  state: SuggestedEditState;
  created_at: Date | string;
  question_title: string;
  question_content: string;
  question_author: string | null;
  question_topics: number[];
  answer_content: string | null;
  answer_author: string | null;
  post_changed_at: Date | string;
  revision: number | null;
  approvals: number;
  rejections: number;
}

/** Suggestions on posts everyone may see, with the post as it is now and the votes so far. */
const SUGGESTIONS = sql`
  select s.id, s.question_id, s.answer_id, s.suggester_id, s.title, s.content, s.topic_ids, s.edit_summary, s.state, s.created_at,
    ${questions.title} as question_title, ${questions.content} as question_content, ${questions.authorId} as question_author,
    coalesce((select array_agg(qt.topic_id order by qt.topic_id) from question_topics qt where qt.question_id = s.question_id), '{}') as question_topics,
    ${answers.content} as answer_content, ${answers.authorId} as answer_author,
    coalesce(${answers.editedAt}, ${answers.createdAt}, ${questions.editedAt}, ${questions.createdAt}) as post_changed_at,
    case when s.answer_id is null
      then (select max(number) from question_revisions r where r.question_id = s.question_id)
      else (select max(number) from answer_revisions r where r.answer_id = s.answer_id) end as revision,
    (select count(*) from suggested_edit_reviews r where r.suggested_edit_id = s.id and r.action = 'approve')::int as approvals,
    (select count(*) from suggested_edit_reviews r where r.suggested_edit_id = s.id and r.action = 'reject')::int as rejections
  from suggested_edits s
  join ${questions} on ${questions.id} = s.question_id
  left join ${answers} on ${answers.id} = s.answer_id
  where ${visibleQuestions(EVERYONE) ?? sql`true`} and (s.answer_id is null or ${visibleAnswers(EVERYONE) ?? sql`true`})`;

/** The post's author (the one whose approval alone decides, with staff and edit-freely). */
export const postAuthorOf = (row: Pick<SuggestionRow, "answer_id" | "answer_author" | "question_author">) => (row.answer_id === null ? row.question_author : row.answer_author);

/** The next pending suggestions `viewerId` may review (not their own, not reviewed by them), oldest first, and how many there are. */
export async function listSuggestedEdits(db: Db, viewerId: string): Promise<{ items: SuggestedEdit[]; pending: number }> {
  const rows = rowsOf<SuggestionRow>(await db.execute(sql`${SUGGESTIONS} and ${pendingFor(viewerId)} order by s.created_at, s.id limit ${SUGGESTED_EDIT_PAGE}`));
  return { items: await presentSuggestions(db, rows), pending: await countSuggestedEdits(db, viewerId) };
}

/** Pending suggestions `viewerId` may review (not their own, not reviewed by them). */
const pendingFor = (viewerId: string) => sql`s.state = 'pending' and s.suggester_id <> ${viewerId}::uuid
    and not exists (select 1 from suggested_edit_reviews r where r.suggested_edit_id = s.id and r.reviewer_id = ${viewerId}::uuid)`;

/** How many suggestions wait for `viewerId` (the review page's count), without presenting any. */
export async function countSuggestedEdits(db: Db, viewerId: string): Promise<number> {
  const [count] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${SUGGESTIONS} and ${pendingFor(viewerId)}) pending`));
  return Number(count?.n ?? 0);
}

/** One suggestion on a post everyone may see, whatever its state (404 otherwise). */
export async function findSuggestedEdit(db: Db, id: number): Promise<SuggestionRow> {
  const [row] = rowsOf<SuggestionRow>(await db.execute(sql`${SUGGESTIONS} and s.id = ${id}`));
  if (!row) throw notFound(SUGGESTED_EDIT_NOT_FOUND);
  return row;
}

async function presentSuggestions(db: Db, rows: SuggestionRow[]): Promise<SuggestedEdit[]> {
  const topicIds = [...new Set(rows.flatMap((row) => [...row.question_topics, ...(row.topic_ids ?? [])]))];
  const names = new Map(
    (topicIds.length ? await db.select({ id: topics.id, name: topics.name }).from(topics).where(inArray(topics.id, topicIds)) : []).map((topic) => [topic.id, topic.name]),
  );
  const chips = (ids: number[]) => ids.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id)! }));
  const authors = await loadAuthors(db, rows.flatMap((row) => [row.suggester_id, postAuthorOf(row)]));
  return rows.map((row) => {
    const isQuestion = row.answer_id === null;
    const number = Number(row.revision ?? 1);
    return {
      id: row.id,
      kind: isQuestion ? "question" : "answer",
      questionId: row.question_id,
      answerId: row.answer_id,
      questionTitle: row.question_title,
      suggester: presentAuthorOf(authors, row.suggester_id),
      createdAt: new Date(row.created_at).toISOString(),
      editSummary: row.edit_summary,
      current: {
        number,
        editor: presentAuthorOf(authors, postAuthorOf(row)),
        createdAt: new Date(row.post_changed_at).toISOString(),
        title: isQuestion ? row.question_title : null,
        body: isQuestion ? row.question_content : row.answer_content!,
        topics: isQuestion ? chips(row.question_topics) : [],
        editSummary: null,
      },
      suggested: {
        number: number + 1,
        editor: presentAuthorOf(authors, row.suggester_id),
        createdAt: new Date(row.created_at).toISOString(),
        title: row.title,
        body: row.content,
        topics: isQuestion ? chips(row.topic_ids ?? []) : [],
        editSummary: row.edit_summary,
      },
      state: row.state,
      approvals: Number(row.approvals),
      rejections: Number(row.rejections),
    };
  });
}

/** What one review did. */
export interface ReviewOutcome {
  suggestion: SuggestionRow;
  approvals: number;
  rejections: number;
  /** approve: the edit is to be applied now; reject: it was discarded; null: it still waits. */
  decided: "approve" | "reject" | null;
}

/**
 * Records a reviewer's verdict, the suggestion locked so parallel reviews count one after
 * another. `decisive` reviewers (the post's author, edit-freely, staff) decide alone; others
 * decide at the second verdict of a kind. A rejection that decides discards the suggestion here;
 * an approval that decides is applied by the caller (revisions.ts, which marks it approved in
 * the edit's own transaction). 409 once decided or when the reviewer already reviewed it; 403 for
 * the suggester's own.
 */
export async function reviewSuggestedEdit(
  db: Db,
  id: number,
  reviewerId: string,
  verdict: { action: "approve" } | { action: "reject"; reason: string },
  decisive: (row: SuggestionRow) => Promise<boolean>,
): Promise<ReviewOutcome> {
  const row = await findSuggestedEdit(db, id);
  if (row.suggester_id === reviewerId) throw forbidden("You cannot review your own suggested edit");
  const isDecisive = await decisive(row);
  return db.transaction(async (tx) => {
    const [locked] = rowsOf<{ state: SuggestedEditState }>(await tx.execute(sql`select state from suggested_edits where id = ${id} for update`));
    if (!locked) throw notFound(SUGGESTED_EDIT_NOT_FOUND);
    if (locked.state !== "pending") throw conflict("This suggested edit was already decided");
    const inserted = rowsOf<{ action: string }>(
      await tx.execute(sql`
        insert into suggested_edit_reviews (suggested_edit_id, reviewer_id, action, reason)
        values (${id}, ${reviewerId}::uuid, ${verdict.action}, ${verdict.action === "reject" ? verdict.reason : null})
        on conflict do nothing returning action`),
    );
    if (!inserted.length) throw conflict("You have already reviewed this suggested edit");
    const [counts] = rowsOf<{ approvals: number; rejections: number }>(
      await tx.execute(sql`
        select count(*) filter (where action = 'approve')::int as approvals, count(*) filter (where action = 'reject')::int as rejections
        from suggested_edit_reviews where suggested_edit_id = ${id}`),
    );
    const approvals = Number(counts!.approvals);
    const rejections = Number(counts!.rejections);
    if (verdict.action === "approve") {
      return { suggestion: row, approvals, rejections, decided: isDecisive || approvals >= SUGGESTED_EDIT_APPROVALS_NEEDED ? "approve" : null };
    }
    if (!isDecisive && rejections < SUGGESTED_EDIT_REJECTIONS_NEEDED) return { suggestion: row, approvals, rejections, decided: null };
    await tx.execute(sql`update suggested_edits set state = 'rejected', reject_reason = ${verdict.reason}, decided_at = now() where id = ${id}`);
    return { suggestion: row, approvals, rejections, decided: "reject" };
  });
}

/** The suggester's account row (the editor an approved suggestion is applied as). */
export async function loadSuggester(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** The post rows an approved suggestion is applied to. */
export async function loadQuestionRow(db: Db, id: number) {
  const [row] = await db.select().from(questions).where(eq(questions.id, id));
  return row ?? null;
}
export async function loadAnswerRow(db: Db, id: number) {
  const [row] = await db.select().from(answers).where(eq(answers.id, id));
  return row ?? null;
}

/** The suggestion's state now (after an approval was applied, or found decided by a parallel review). */
export async function suggestionState(db: Db, id: number): Promise<SuggestedEditState> {
  const [row] = rowsOf<{ state: SuggestedEditState }>(await db.execute(sql`select state from suggested_edits where id = ${id}`));
  return row?.state ?? "superseded";
}

/** Topic ids that still exist (an approved suggestion leaves out topics deleted since). */
export async function existingTopicIds(db: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  return (await db.select({ id: topics.id }).from(topics).where(inArray(topics.id, ids))).map((row) => row.id);
}
