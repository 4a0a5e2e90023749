import { and, asc, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AnswerItem, AnswerSort, Page, VoteValue } from "@shared/questions";
import type { Db } from "../db/client";
import { readFirstPages, readTogether } from "../db/read-together";
import { answers, answerVotes, questions } from "../db/schema/content";
import { MAX_DB_ID } from "@shared/ids";
import { key, keyset, pageOf } from "../lib/keyset";
import { notFound } from "../errors";
import { ANSWER_NOT_FOUND, EVERYONE, visibleAnswers, type Viewer } from "../policy/visibility";
import { loadAuthors } from "./authors";
import { presentAnswer, type AnswerData } from "./answer.presenter";
import { bookmarkedAnswerIds } from "./bookmarked";

// Answers wherever they appear (the question page, its SEO page, profiles, bookmarks,
// following): what they show is loaded here (answer.presenter.ts presents it), and the
// question page's orders, best first by default.

type AnswerRow = typeof answers.$inferSelect;

const score = sql<number>`(${answers.upvoteCount} - ${answers.downvoteCount})`;

/**
 * Whether another answer has clearly outscored the accepted one, which then loses its place
 * at the top of the default order (and as a feed card's Top Answer): a score at least
 * ACCEPTED_PIN_MARGIN above the accepted answer's and at least twice it
 * (docs/decisions/023-accepted-answers-and-closing.md).
 */
export const ACCEPTED_PIN_MARGIN = 3;
export function outscoresAccepted(otherScore: number, acceptedScore: number): boolean {
  return otherScore >= acceptedScore + ACCEPTED_PIN_MARGIN && otherScore >= 2 * acceptedScore;
}

/** The best other answer beside a question's accepted one. */
const OTHER_ANSWER = "other_answer";
const otherAnswer = alias(answers, OTHER_ANSWER);

/**
 * Questions' accepted answers (public only) with the best score among their other public
 * answers: two index probes a question, read with the other pages' of the moment
 * (db/read-together.ts, issue 22: a page not in the cache).
 */
const readAcceptedAnswers = readTogether(
  async (db: Db, ids: number[]) => {
    const rows = await db
      .select({
        pinQuestionId: questions.id,
        answer: answers,
        bestOther: sql<number | null>`(
          select ${otherAnswer.upvoteCount} - ${otherAnswer.downvoteCount} from ${answers} ${sql.identifier(OTHER_ANSWER)}
          where ${otherAnswer.questionId} = ${questions.id} and ${otherAnswer.id} <> ${answers.id} and ${visibleAnswers(EVERYONE, otherAnswer)}
          order by (${otherAnswer.upvoteCount} - ${otherAnswer.downvoteCount}) desc
          limit 1)`,
      })
      .from(questions)
      .innerJoin(answers, eq(answers.id, questions.acceptedAnswerId))
      .where(and(inArray(questions.id, ids), visibleAnswers(EVERYONE)));
    return rows.map((row) => ({ ...row.answer, pinQuestionId: row.pinQuestionId, bestOther: row.bestOther === null ? null : Number(row.bestOther) }));
  },
  (row) => row.pinQuestionId,
);

/**
 * The question's accepted answer when it is pinned first: public, and no other public
 * answer has clearly outscored it.
 */
export async function pinnedAcceptedAnswer(db: Db, questionId: number): Promise<AnswerRow | null> {
  const [accepted] = await readAcceptedAnswers(db, [questionId]);
  if (!accepted) return null;
  const { pinQuestionId: _question, bestOther, ...answer } = accepted;
  const acceptedScore = answer.upvoteCount - answer.downvoteCount;
  return bestOther !== null && outscoresAccepted(bestOther, acceptedScore) ? null : answer;
}

/** Answers page by (score desc, createdAt asc, id asc). */
const answerKeyset = keyset(key.int(), key.date, key.id);
/** A votes-order cursor before every answer: no score is above int4's largest, no answer dated 1970. */
const BEFORE_EVERY_ANSWER = answerKeyset.encode(MAX_DB_ID, new Date(0), 1);

/** The states of answers' questions (abilities, the accepted mark), read with the other lists' of the moment (db/read-together.ts, issue 22). */
const readQuestionStates = readTogether(
  (db: Db, ids: number[]) =>
    db
      .select({ id: questions.id, authorId: questions.authorId, status: questions.status, acceptedAnswerId: questions.acceptedAnswerId })
      .from(questions)
      .where(inArray(questions.id, ids)),
  (row) => row.id,
);

/**
 * What answers show beyond their rows: authors and editors, the viewer's votes and
 * bookmarks, and their questions' states (for abilities and the accepted mark), in four
 * queries whatever the number of rows.
 */
export async function loadAnswerData(db: Db, rows: AnswerRow[], viewer: Viewer): Promise<AnswerData> {
  if (!rows.length) return { authors: new Map(), questions: new Map(), votes: new Map(), bookmarked: new Set() };
  const viewerId = viewer?.id ?? null;
  const ids = rows.map((row) => row.id);
  const [authors, votes, bookmarked, parents] = await Promise.all([
    loadAuthors(db, rows.flatMap((row) => [row.authorId, row.editedById])),
    viewerId
      ? db
          .select({ answerId: answerVotes.answerId, value: answerVotes.value })
          .from(answerVotes)
          .where(and(eq(answerVotes.userId, viewerId), inArray(answerVotes.answerId, ids)))
      : [],
    bookmarkedAnswerIds(db, viewerId, ids),
    readQuestionStates(db, rows.map((row) => row.questionId)),
  ]);
  return {
    authors,
    questions: new Map(parents.map((parent) => [parent.id, parent])),
    votes: new Map(votes.map((vote) => [vote.answerId, vote.value as VoteValue])),
    bookmarked,
  };
}

/** Answers as the viewer sees them: loadAnswerData, then presentAnswer for each (kept for the callers by rows). */
export async function presentAnswers(db: Db, rows: AnswerRow[], viewer: Viewer): Promise<AnswerItem[]> {
  const data = await loadAnswerData(db, rows, viewer);
  return rows.map((row) => presentAnswer(row, data, viewer));
}

/** One answer as the viewer sees it, read afresh (after an edit). */
export async function getAnswerItem(db: Db, id: number, viewer: Viewer): Promise<AnswerItem> {
  const rows = await db.select().from(answers).where(eq(answers.id, id));
  if (!rows.length) throw notFound(ANSWER_NOT_FOUND);
  return presentAnswer(rows[0]!, await loadAnswerData(db, rows, viewer), viewer);
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

/** Best first, as ANSWER_ORDERS.votes reads them: score descending, ties to the earliest. */
const byVotes = (a: AnswerRow, b: AnswerRow) =>
  b.upvoteCount - b.downvoteCount - (a.upvoteCount - a.downvoteCount) || a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id;

/**
 * The first page of questions' answers as everyone sees them, best first, without each one's
 * pinned answer, read with the other pages' of the moment (db/read-together.ts, issue 22: a
 * question page not in the cache).
 */
const readFirstAnswers = readFirstPages({
  table: answers,
  where: (question, pinned) => and(sql`${answers.questionId} = ${question}`, sql`${answers.id} <> ${pinned}`, visibleAnswers(EVERYONE)),
  orderBy: ANSWER_ORDERS.votes.orderBy,
  compare: byVotes,
});

/**
 * A question's answers in one of the answer orders (votes, the default: best first). Keyset
 * pages, each order through its own index (answers_question_score_idx,
 * answers_question_created_idx, answers_question_active_idx). In the default order only, the
 * accepted answer is first on the first page while it is pinned (pinnedAcceptedAnswer; it is
 * then left out of the rest), as on Stack Overflow.
 */
export async function listAnswers(
  db: Db,
  questionId: number,
  options: { cursor?: string; limit: number; viewer: Viewer; sort?: AnswerSort },
): Promise<Page<AnswerItem>> {
  const sort = options.sort ?? "votes";
  const order = ANSWER_ORDERS[sort];
  const pinned = sort === "votes" ? await pinnedAcceptedAnswer(db, questionId) : null;
  // The pinned answer takes the first page's first place; the others fill the rest.
  const first = pinned !== null && !options.cursor;
  const limit = first ? options.limit - 1 : options.limit;
  const rows: AnswerRow[] =
    sort === "votes" && !options.cursor && options.viewer === EVERYONE
      ? await readFirstAnswers(db, { parent: questionId, except: pinned?.id, limit })
      : await db
          .select()
          .from(answers)
          .where(
            and(
              eq(answers.questionId, questionId),
              visibleAnswers(options.viewer),
              pinned ? ne(answers.id, pinned.id) : undefined,
              options.cursor ? order.after(options.cursor) : undefined,
            ),
          )
          .orderBy(...order.orderBy)
          .limit(limit + 1);
  // A first page of one holds the pinned answer alone; its cursor starts the rest from the top.
  const page = limit === 0 ? { items: [], nextCursor: rows.length ? BEFORE_EVERY_ANSWER : null } : pageOf(rows, limit, order.cursorOf);
  const items = first ? [pinned, ...page.items] : page.items;
  const data = await loadAnswerData(db, items, options.viewer);
  return { items: items.map((row) => presentAnswer(row, data, options.viewer)), nextCursor: page.nextCursor };
}
