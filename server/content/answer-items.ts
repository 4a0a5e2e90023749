import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnswerItem, AnswerSort, Page, VoteValue } from "@shared/questions";
import type { Db } from "../db/client";
import { answers, answerVotes, questions } from "../db/schema/content";
import { key, keyset, pageOf } from "../lib/keyset";
import { answerAbilities } from "../policy/abilities";
import { visibleAnswers, type ContentState, type Viewer } from "../policy/visibility";
import { loadAuthors, presentAuthor, type AuthorRow } from "./authors";
import { bookmarkedAnswerIds } from "./bookmarked";

// How an answer is shown wherever it appears (the question page, its SEO page, profiles,
// bookmarks, following): one presenter and one best-first list.

type AnswerRow = typeof answers.$inferSelect;

const score = sql<number>`(${answers.upvoteCount} - ${answers.downvoteCount})`;

/** Answers page by (score desc, createdAt asc, id asc). */
const answerKeyset = keyset(key.int(), key.date, key.id);

/**
 * Answers with their authors, the viewer's votes and bookmarks, and what the viewer may do
 * with each (which needs the state of its question), in four more queries.
 */
export async function presentAnswers(db: Db, rows: AnswerRow[], viewer: Viewer): Promise<AnswerItem[]> {
  if (!rows.length) return [];
  const viewerId = viewer?.id ?? null;
  const ids = rows.map((row) => row.id);
  const [authors, votes, saved, parents] = await Promise.all([
    loadAuthors(db, rows.map((row) => row.authorId)),
    viewerId
      ? db
          .select({ answerId: answerVotes.answerId, value: answerVotes.value })
          .from(answerVotes)
          .where(and(eq(answerVotes.userId, viewerId), inArray(answerVotes.answerId, ids)))
      : [],
    bookmarkedAnswerIds(db, viewerId, ids),
    db
      .select({ id: questions.id, authorId: questions.authorId, status: questions.status })
      .from(questions)
      .where(inArray(questions.id, [...new Set(rows.map((row) => row.questionId))])),
  ]);
  const voteByAnswer = new Map(votes.map((vote) => [vote.answerId, vote.value as VoteValue]));
  const questionById = new Map<number, ContentState>(parents.map((parent) => [parent.id, parent]));
  return rows.map((row) =>
    presentAnswerRow(row, viewer, {
      author: row.authorId ? authors.get(row.authorId) : undefined,
      myVote: voteByAnswer.get(row.id) ?? 0,
      bookmarked: saved.has(row.id),
      question: questionById.get(row.questionId)!,
    }),
  );
}

/** One answer row with what the presenter found for it. */
function presentAnswerRow(
  row: AnswerRow,
  viewer: Viewer,
  found: { author: AuthorRow | undefined; myVote: VoteValue; bookmarked: boolean; question: ContentState },
): AnswerItem {
  return {
    id: row.id,
    questionId: row.questionId,
    content: row.content,
    author: presentAuthor(found.author),
    upvoteCount: row.upvoteCount,
    downvoteCount: row.downvoteCount,
    commentCount: row.commentCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    myVote: found.myVote,
    bookmarked: found.bookmarked,
    abilities: answerAbilities(viewer, { ...row, question: found.question }),
    ...(row.status === "held" ? { held: true } : {}),
  };
}

/**
 * An answer its writer has just posted, as they see it, with nothing to look up: no one has
 * voted on it or saved it yet, and its author is the writer (posting an answer made four
 * queries fewer).
 */
export function presentNewAnswer(row: AnswerRow, writer: NonNullable<Viewer> & AuthorRow, question: ContentState): AnswerItem {
  return presentAnswerRow(row, writer, { author: writer, myVote: 0, bookmarked: false, question });
}

/** The Active order's time: the answer's own last edit or its newest comment, whichever is later (answers_question_active_idx). */
const activeAt = sql`greatest(${answers.updatedAt}, ${answers.commentedAt})`;

const newestKeyset = keyset(key.tag("newest"), key.date, key.id);
const oldestKeyset = keyset(key.tag("oldest"), key.date, key.id);
const activeKeyset = keyset(key.tag("active"), key.date, key.id);

/**
 * Each answer order: its ORDER BY, the keyset condition of a client's cursor, and the cursor
 * of a page's last row. Every order has its own cursor (a tagged key for all but votes, whose
 * cursors predate the others): a cursor made for one order is a 400 in another.
 */
const ANSWER_ORDERS: Record<AnswerSort, { orderBy: SQL[]; after(cursor: string): SQL; cursorOf(row: AnswerRow): string }> = {
  // Best first: score (up minus down votes) descending, ties to the earliest.
  votes: {
    orderBy: [sql`${score} desc`, asc(answers.createdAt), asc(answers.id)],
    after(cursor) {
      const [lastScore, createdAt, id] = answerKeyset.decode(cursor);
      return sql`(${score} < ${lastScore} or (${score} = ${lastScore} and (${answers.createdAt}, ${answers.id}) > (${createdAt.toISOString()}::timestamptz, ${id})))`;
    },
    cursorOf: (row) => answerKeyset.encode(row.upvoteCount - row.downvoteCount, row.createdAt, row.id),
  },
  newest: {
    orderBy: [desc(answers.createdAt), desc(answers.id)],
    after(cursor) {
      const [, createdAt, id] = newestKeyset.decode(cursor);
      return sql`(${answers.createdAt}, ${answers.id}) < (${createdAt.toISOString()}::timestamptz, ${id})`;
    },
    cursorOf: (row) => newestKeyset.encode("newest", row.createdAt, row.id),
  },
  oldest: {
    orderBy: [asc(answers.createdAt), asc(answers.id)],
    after(cursor) {
      const [, createdAt, id] = oldestKeyset.decode(cursor);
      return sql`(${answers.createdAt}, ${answers.id}) > (${createdAt.toISOString()}::timestamptz, ${id})`;
    },
    cursorOf: (row) => oldestKeyset.encode("oldest", row.createdAt, row.id),
  },
  active: {
    orderBy: [sql`${activeAt} desc`, desc(answers.id)],
    after(cursor) {
      const [, at, id] = activeKeyset.decode(cursor);
      return sql`(${activeAt}, ${answers.id}) < (${at.toISOString()}::timestamptz, ${id})`;
    },
    cursorOf: (row) => activeKeyset.encode("active", lastActivity(row), row.id),
  },
};

/** When an answer was last active: its own last edit, or its newest comment if later. */
const lastActivity = (row: AnswerRow) => (row.commentedAt && row.commentedAt > row.updatedAt ? row.commentedAt : row.updatedAt);

/**
 * A question's answers in one of the answer orders (votes, the default: best first). Keyset
 * pages, each order through its own index (answers_question_score_idx,
 * answers_question_created_idx, answers_question_active_idx).
 */
export async function listAnswers(
  db: Db,
  questionId: number,
  options: { cursor?: string; limit: number; viewer: Viewer; sort?: AnswerSort },
): Promise<Page<AnswerItem>> {
  const order = ANSWER_ORDERS[options.sort ?? "votes"];
  const rows = await db
    .select()
    .from(answers)
    .where(and(eq(answers.questionId, questionId), visibleAnswers(options.viewer), options.cursor ? order.after(options.cursor) : undefined))
    .orderBy(...order.orderBy)
    .limit(options.limit + 1);
  const page = pageOf(rows, options.limit, order.cursorOf);
  return { items: await presentAnswers(db, page.items, options.viewer), nextCursor: page.nextCursor };
}
