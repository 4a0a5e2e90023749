import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnswerItem, Page, VoteValue } from "@shared/questions";
import type { Db } from "../db/client";
import { answers, answerVotes, questions } from "../db/schema/content";
import { key, keyset, pageOf } from "../lib/keyset";
import { answerAbilities } from "../policy/abilities";
import { notFound } from "../errors";
import { ANSWER_NOT_FOUND, visibleAnswers, type ContentState, type Viewer } from "../policy/visibility";
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
    loadAuthors(db, rows.flatMap((row) => [row.authorId, row.editedById])),
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
      editor: row.editedById ? authors.get(row.editedById) : undefined,
      myVote: voteByAnswer.get(row.id) ?? 0,
      bookmarked: saved.has(row.id),
      question: questionById.get(row.questionId)!,
    }),
  );
}

/** One answer as the viewer sees it, read afresh (after an edit). */
export async function presentAnswerById(db: Db, id: number, viewer: Viewer): Promise<AnswerItem> {
  const rows = await db.select().from(answers).where(eq(answers.id, id));
  if (!rows.length) throw notFound(ANSWER_NOT_FOUND);
  return (await presentAnswers(db, rows, viewer))[0]!;
}

/** One answer row with what the presenter found for it. */
function presentAnswerRow(
  row: AnswerRow,
  viewer: Viewer,
  found: { author: AuthorRow | undefined; editor?: AuthorRow | undefined; myVote: VoteValue; bookmarked: boolean; question: ContentState },
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
    editedAt: row.editedAt?.toISOString() ?? null,
    editedBy: presentAuthor(found.editor),
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

/**
 * A question's answers, best first: score (up minus down votes) descending, ties to the
 * earliest. The cursor is (score, position) where position orders (createdAt, id).
 */
export async function listAnswers(
  db: Db,
  questionId: number,
  options: { cursor?: string; limit: number; viewer: Viewer },
): Promise<Page<AnswerItem>> {
  let after: SQL | undefined;
  if (options.cursor) {
    const [lastScore, createdAt, id] = answerKeyset.decode(options.cursor);
    after = sql`(${score} < ${lastScore} or (${score} = ${lastScore} and (${answers.createdAt}, ${answers.id}) > (${createdAt.toISOString()}::timestamptz, ${id})))`;
  }
  const rows = await db
    .select()
    .from(answers)
    .where(and(eq(answers.questionId, questionId), visibleAnswers(options.viewer), after))
    .orderBy(sql`${score} desc`, asc(answers.createdAt), asc(answers.id))
    .limit(options.limit + 1);
  const page = pageOf(rows, options.limit, (last) => answerKeyset.encode(last.upvoteCount - last.downvoteCount, last.createdAt, last.id));
  return { items: await presentAnswers(db, page.items, options.viewer), nextCursor: page.nextCursor };
}
