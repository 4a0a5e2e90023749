import { and, eq, inArray, sql } from "drizzle-orm";
import type { Page, QuestionDetail, QuestionSummary, VoteValue } from "@shared/questions";
import type { Db } from "../db/client";
import { answers, questionFollows, questions, questionTopics, questionVotes, topics, userFollows } from "../db/schema/content";
import { pageOf } from "../lib/keyset";
import { questionAbilities } from "../policy/abilities";
import { EVERYONE, visibleAnswers, type Viewer } from "../policy/visibility";
import { outscoresAccepted } from "./answer-items";
import { findQuestionRow } from "./lifecycle";
import { loadAuthors, presentAuthor } from "./authors";
import { presentQuestionStatus } from "./question-status";
import { bookmarkedQuestionIds } from "./bookmarked";

// Question summaries are how every list shows a question (feeds, profiles, bookmarks, search,
// following, spaces, the question page and its SEO page): one presenter serves them all.

type QuestionRow = typeof questions.$inferSelect;

interface TopAnswerRow {
  id: number;
  questionId: number;
  authorId: string | null;
  content: string;
  upvoteCount: number;
  commentCount: number;
  createdAt: Date;
  accepted: boolean;
}

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

/**
 * Adds topics, authors, best answers, the viewer's vote, follow and bookmark, and what the
 * viewer may do (abilities) to question rows, in a fixed handful of queries whatever the
 * number of rows (no N+1).
 */
export async function summarizeQuestions(db: Db, rows: QuestionRow[], viewer: Viewer): Promise<QuestionSummary[]> {
  if (rows.length === 0) return [];
  const viewerId = viewer?.id ?? null;
  const ids = rows.map((row) => row.id);
  const authorIds = [...new Set(rows.flatMap((row) => (row.authorId ? [row.authorId] : [])))];
  const [topicRows, topAnswers, myVotes, myFollows, myFollowees, saved] = await Promise.all([
    db
      .select({ questionId: questionTopics.questionId, id: topics.id, name: topics.name })
      .from(questionTopics)
      .innerJoin(topics, eq(topics.id, questionTopics.topicId))
      .where(inArray(questionTopics.questionId, ids))
      .orderBy(topics.name),
    loadTopAnswers(db, ids),
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
  const authors = await loadAuthors(db, [...rows.map((row) => row.authorId), ...topAnswers.map((answer) => answer.authorId)]);
  const answerByQuestion = new Map(topAnswers.map((answer) => [answer.questionId, answer]));
  const voteByQuestion = new Map(myVotes.map((vote) => [vote.questionId, vote.value as VoteValue]));
  const followed = new Set(myFollows.map((follow) => follow.questionId));
  const followedAuthors = new Set(myFollowees.map((followee) => followee.id));
  return rows.map((row) => {
    const top = answerByQuestion.get(row.id);
    return {
      id: row.id,
      title: row.title,
      content: row.content,
      createdAt: row.createdAt.toISOString(),
      author: presentAuthor(row.authorId ? authors.get(row.authorId) : undefined),
      topics: topicRows.filter((topic) => topic.questionId === row.id).map(({ id, name }) => ({ id, name })),
      viewCount: row.viewCount,
      answerCount: row.answerCount,
      upvoteCount: row.upvoteCount,
      downvoteCount: row.downvoteCount,
      topAnswer: top
        ? { id: top.id, content: top.content, upvoteCount: top.upvoteCount, commentCount: top.commentCount, createdAt: top.createdAt.toISOString(), accepted: top.accepted }
        : null,
      topAnswerAuthor: top?.authorId ? presentAuthor(authors.get(top.authorId)) : null,
      myVote: voteByQuestion.get(row.id) ?? 0,
      isFollowing: followed.has(row.id),
      followsAuthor: row.authorId !== null && followedAuthors.has(row.authorId),
      bookmarked: saved.has(row.id),
      abilities: questionAbilities(viewer, row),
      ...(row.status === "held" ? { held: true } : {}),
      closedReason: row.closedReason,
    };
  });
}

/** The question page's question, presented for this viewer (who must be allowed to see the row). */
export async function presentQuestionDetail(db: Db, row: QuestionRow, viewer: Viewer): Promise<QuestionDetail> {
  const editedById = row.editedById;
  const [[summary], status, editors] = await Promise.all([
    summarizeQuestions(db, [row], viewer),
    presentQuestionStatus(db, row),
    // The author is loaded with the summary; another editor costs one more small query.
    editedById && editedById !== row.authorId ? loadAuthors(db, [editedById]) : null,
  ]);
  const editedBy = !editedById ? null : editedById === row.authorId ? summary!.author : presentAuthor(editors?.get(editedById));
  return { ...summary!, updatedAt: row.updatedAt.toISOString(), ...status, commentCount: row.commentCount, editedAt: row.editedAt?.toISOString() ?? null, editedBy };
}

/**
 * A page of question rows (fetched one past the limit) as summaries, with the cursor of the
 * next page written by cursorOf from the page's last row.
 */
export async function summarizePage(
  db: Db,
  rows: QuestionRow[],
  options: { limit: number; viewer: Viewer },
  cursorOf: (last: QuestionRow) => string,
): Promise<Page<QuestionSummary>> {
  const page = pageOf(rows, options.limit, cursorOf);
  return { items: await summarizeQuestions(db, page.items, options.viewer), nextCursor: page.nextCursor };
}

/** The question page's question, or null. */
export async function getQuestionDetail(db: Db, id: number, viewer: Viewer): Promise<QuestionDetail | null> {
  const row = await findQuestionRow(db, id);
  return row ? presentQuestionDetail(db, row, viewer) : null;
}
