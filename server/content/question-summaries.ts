import { and, eq, inArray, sql } from "drizzle-orm";
import type { LinkedQuestion, Page, QuestionDetail, QuestionSummary, VoteValue } from "@shared/questions";
import type { Db } from "../db/client";
import { readTogether } from "../db/read-together";
import { answers, questionFollows, questions, questionTopics, questionVotes, topics, userFollows } from "../db/schema/content";
import { pageOf } from "../lib/keyset";
import { EVERYONE, visibleAnswers, visibleQuestions, type Viewer } from "../policy/visibility";
import { outscoresAccepted } from "./answer-items";
import { findQuestionRow } from "./lifecycle";
import { loadAuthors } from "./authors";
import { bookmarkedQuestionIds } from "./bookmarked";
import {
  presentQuestion,
  presentQuestionSummaries,
  type QuestionDetailData,
  type QuestionStatusData,
  type QuestionSummaryData,
  type TopAnswerRow,
} from "./question.presenter";
import { closeVoteTallies, closingVoters } from "./close-votes";

// Question summaries are how every list shows a question (feeds, profiles, bookmarks, search,
// following, spaces, the question page and its SEO page): this module loads what they show
// in a fixed few queries, question.presenter.ts presents it.

type QuestionRow = typeof questions.$inferSelect;

/** Linked questions listed on an original's page at most. */
export const LINKED_QUESTIONS_MAX = 50;

/**
 * The answer each question shows in lists: its accepted answer while that is pinned
 * (outscoresAccepted, the question page's rule), else the best published answer (highest
 * score, ties to the earliest). One probe per question on answers_question_score_idx and
 * one by key for the accepted answer, instead of reading every answer.
 */
async function loadTopAnswers(db: Db, questionIds: number[]): Promise<TopAnswerRow[]> {
  const idList = sql.join(questionIds.map((id) => sql`${id}`), sql`, `);
  const columns = (alias: string) =>
    sql.raw(["id", "question_id", "author_id", "content", "upvote_count", "downvote_count", "comment_count", "created_at"].map((c) => `${alias}.${c} as ${alias}_${c}`).join(", "));
  const result = await db.execute(sql`
    select ${columns("b")}, ${columns("acc")}
    from unnest(array[${idList}]::int[]) as q(id)
    cross join lateral (
      select * from ${answers}
      where ${answers.questionId} = q.id and ${visibleAnswers(EVERYONE)}
      order by (${answers.upvoteCount} - ${answers.downvoteCount}) desc, ${answers.createdAt}, ${answers.id}
      limit 1
    ) b
    left join lateral (
      select ${answers}.* from ${questions} join ${answers} on ${answers.id} = ${questions.acceptedAnswerId}
      where ${questions.id} = q.id and ${visibleAnswers(EVERYONE)}
    ) acc on true`);
  const read = (row: Record<string, unknown>, alias: string, accepted: boolean): TopAnswerRow => ({
    id: Number(row[`${alias}_id`]),
    questionId: Number(row[`${alias}_question_id`]),
    authorId: (row[`${alias}_author_id`] as string | null) ?? null,
    content: String(row[`${alias}_content`]),
    upvoteCount: Number(row[`${alias}_upvote_count`]),
    commentCount: Number(row[`${alias}_comment_count`]),
    createdAt: new Date(row[`${alias}_created_at`] as string | Date),
    accepted,
  });
  const scoreOf = (row: Record<string, unknown>, alias: string) => Number(row[`${alias}_upvote_count`]) - Number(row[`${alias}_downvote_count`]);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => {
    if (row.acc_id === null || row.acc_id === undefined) return read(row, "b", false);
    const bestIsAccepted = Number(row.b_id) === Number(row.acc_id);
    const pinned = bestIsAccepted || !outscoresAccepted(scoreOf(row, "b"), scoreOf(row, "acc"));
    return pinned ? read(row, "acc", true) : read(row, "b", false);
  });
}

/** The answers questions show in lists, read with the other pages' of the moment (db/read-together.ts, issue 22). */
const readTopAnswers = readTogether(loadTopAnswers, (row) => row.questionId);

/** Questions' topics by name, read with the other pages' of the moment (db/read-together.ts, issue 22). */
const readQuestionTopics = readTogether(
  (db: Db, ids: number[]) =>
    db
      .select({ questionId: questionTopics.questionId, id: topics.id, name: topics.name })
      .from(questionTopics)
      .innerJoin(topics, eq(topics.id, questionTopics.topicId))
      .where(inArray(questionTopics.questionId, ids))
      .orderBy(topics.name),
  (row) => row.questionId,
);

/**
 * What summaries of these question rows show: topics, authors, best answers, the viewer's
 * votes, follows and bookmarks, in a fixed handful of queries whatever the number of rows
 * (no N+1). `alsoAuthors` are loaded with the authors (the question page's closer and editor).
 */
export async function loadQuestionSummaryData(db: Db, rows: QuestionRow[], viewer: Viewer, alsoAuthors: (string | null)[] = []): Promise<QuestionSummaryData> {
  const viewerId = viewer?.id ?? null;
  const ids = rows.map((row) => row.id);
  if (!ids.length) return { topics: new Map(), topAnswers: new Map(), authors: new Map(), votes: new Map(), followed: new Set(), followedAuthors: new Set(), bookmarked: new Set() };
  const authorIds = [...new Set(rows.flatMap((row) => (row.authorId ? [row.authorId] : [])))];
  const [topicRows, topAnswers, myVotes, myFollows, myFollowees, bookmarked] = await Promise.all([
    readQuestionTopics(db, ids),
    readTopAnswers(db, ids),
    viewerId
      ? db
          .select({ questionId: questionVotes.questionId, value: questionVotes.value })
          .from(questionVotes)
          .where(and(eq(questionVotes.userId, viewerId), inArray(questionVotes.questionId, ids)))
      : [],
    viewerId
      ? db
          .select({ questionId: questionFollows.questionId })
          .from(questionFollows)
          .where(and(eq(questionFollows.userId, viewerId), inArray(questionFollows.questionId, ids)))
      : [],
    viewerId && authorIds.length
      ? db
          .select({ id: userFollows.followeeId })
          .from(userFollows)
          .where(and(eq(userFollows.followerId, viewerId), inArray(userFollows.followeeId, authorIds)))
      : [],
    bookmarkedQuestionIds(db, viewerId, ids),
  ]);
  const authors = await loadAuthors(db, [...rows.map((row) => row.authorId), ...topAnswers.map((answer) => answer.authorId), ...alsoAuthors]);
  const topicsOf = new Map<number, { id: number; name: string }[]>();
  for (const { questionId, id, name } of topicRows) topicsOf.set(questionId, [...(topicsOf.get(questionId) ?? []), { id, name }]);
  return {
    topics: topicsOf,
    topAnswers: new Map(topAnswers.map((answer) => [answer.questionId, answer])),
    authors,
    votes: new Map(myVotes.map((vote) => [vote.questionId, vote.value as VoteValue])),
    followed: new Set(myFollows.map((follow) => follow.questionId)),
    followedAuthors: new Set(myFollowees.map((followee) => followee.id)),
    bookmarked,
  };
}

/**
 * The question page's status: the original of a duplicate and the questions linked to it,
 * the public ones only (the same for every viewer, so the page can be cached for visitors):
 * the database trigger announces a change of either side of a link to the other.
 */
async function loadQuestionStatus(db: Db, row: QuestionRow): Promise<Omit<QuestionStatusData, "closeVotes" | "reopenVotes" | "closeVoters">> {
  const linked = { id: questions.id, title: questions.title };
  const [original, duplicates] = await Promise.all([
    row.closedReason && row.duplicateOfId
      ? db
          .select(linked)
          .from(questions)
          .where(and(eq(questions.id, row.duplicateOfId), visibleQuestions(EVERYONE)))
          .limit(1)
      : ([] as LinkedQuestion[]),
    readLinkedDuplicates(db, [row.id]).then((rows) => rows.map(({ id, title }) => ({ id, title }))),
  ]);
  return { original: original[0] ?? null, duplicates };
}

/**
 * The public questions closed as duplicates of each of `ids` (LINKED_QUESTIONS_MAX each, oldest
 * closing first), read with the other pages' of the moment (db/read-together.ts, issue 22).
 */
const readLinkedDuplicates = readTogether(async (db: Db, ids: number[]) => {
  const idList = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  const result = await db.execute(sql`
    select o.id as "originalId", d.id, d.title
    from unnest(array[${idList}]::int[]) as o(id)
    cross join lateral (
      select ${questions.id}, ${questions.title}, ${questions.closedAt} from ${questions}
      where ${questions.duplicateOfId} = o.id and ${visibleQuestions(EVERYONE)}
      order by ${questions.closedAt}, ${questions.id}
      limit ${LINKED_QUESTIONS_MAX}
    ) d
    order by o.id, d.closed_at, d.id`);
  return (result as unknown as { rows: { originalId: number; id: number; title: string }[] }).rows.map((row) => ({ originalId: Number(row.originalId), id: Number(row.id), title: row.title }));
}, (row) => row.originalId);

/** What the question page shows of this question for this viewer (who must be allowed to see the row). */
export async function loadQuestionDetailData(db: Db, row: QuestionRow, viewer: Viewer): Promise<QuestionDetailData> {
  // The closer, the members whose votes closed it, and the editor are loaded with the summary's authors.
  const closeVoters = row.closedReason ? await closingVoters(db, row.id) : [];
  const [summary, status, tallies] = await Promise.all([
    loadQuestionSummaryData(db, [row], viewer, [row.closedReason ? row.closedById : null, row.editedById, ...closeVoters]),
    loadQuestionStatus(db, row),
    closeVoteTallies(db, row.id, viewer?.id ?? null),
  ]);
  return { ...summary, ...status, closeVotes: tallies.close, reopenVotes: tallies.reopen, closeVoters };
}

/**
 * The question page's question, presented for this viewer (who must be allowed to see the row).
 * @deprecated Kept for the SEO page (features/seo): call loadQuestionDetailData then presentQuestion, or getQuestionDetail.
 */
export async function presentQuestionDetail(db: Db, row: QuestionRow, viewer: Viewer): Promise<QuestionDetail> {
  return presentQuestion(row, await loadQuestionDetailData(db, row, viewer), viewer);
}

/**
 * A page of question rows (fetched one past the limit) as summaries, with the cursor of the
 * next page written by cursorOf from the page's last row.
 */
export async function questionSummaryPage(
  db: Db,
  rows: QuestionRow[],
  options: { limit: number; viewer: Viewer },
  cursorOf: (last: QuestionRow) => string,
): Promise<Page<QuestionSummary>> {
  const page = pageOf(rows, options.limit, cursorOf);
  const data = await loadQuestionSummaryData(db, page.items, options.viewer);
  return { items: presentQuestionSummaries(page.items, data, options.viewer), nextCursor: page.nextCursor };
}

/** The question page's question, or null. */
export async function getQuestionDetail(db: Db, id: number, viewer: Viewer): Promise<QuestionDetail | null> {
  const row = await findQuestionRow(db, id);
  return row ? presentQuestion(row, await loadQuestionDetailData(db, row, viewer), viewer) : null;
}
