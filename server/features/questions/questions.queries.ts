import { and, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { AuthorSummary, Page, QuestionSummary, VoteValue } from "@shared/questions";
import type { Db } from "../../db/client";
import { answers, questionFollows, questions, questionTopics, questionVotes, topics } from "../../db/schema/content";
import { users } from "../../db/schema/users";
import { badRequest } from "../../errors";

/** Keyset cursor for lists ordered by (createdAt desc, id desc). */
export function encodeCursor(createdAt: Date, id: number): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString("base64url");
}

export function decodeCursor(cursor: string): { createdAt: Date; id: number } {
  const [iso, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(iso ?? "");
  const numericId = Number(id);
  if (Number.isNaN(createdAt.getTime()) || !Number.isInteger(numericId)) throw badRequest("Invalid cursor", "cursor");
  return { createdAt, id: numericId };
}

export const authorColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  profileImageUrl: users.profileImageUrl,
  employment: users.employment,
  status: users.status,
};

type AuthorRow = AuthorSummary & { status: string };

export function presentAuthor(row: AuthorRow | undefined): AuthorSummary | null {
  if (!row || row.status === "deleted") return null;
  const { status: _status, ...author } = row;
  return author;
}

/**
 * The newest questions, a page at a time, each with its topics, author and best answer.
 * A fixed four queries per page whatever its size: no N+1.
 */
export async function listRecentQuestions(
  db: Db,
  options: { cursor?: string; limit: number; viewerId?: string | null },
): Promise<Page<QuestionSummary>> {
  const after = options.cursor ? decodeCursor(options.cursor) : null;
  const rows = await db
    .select()
    .from(questions)
    .where(
      after
        ? or(lt(questions.createdAt, after.createdAt), and(eq(questions.createdAt, after.createdAt), lt(questions.id, after.id)))
        : undefined,
    )
    .orderBy(desc(questions.createdAt), desc(questions.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    items: await summarizeQuestions(db, page, options.viewerId ?? null),
    nextCursor: rows.length > options.limit && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}

/**
 * Adds topics, authors, best answers and the viewer's vote and follow to question rows,
 * in a fixed handful of queries whatever the number of rows.
 */
export async function summarizeQuestions(
  db: Db,
  rows: (typeof questions.$inferSelect)[],
  viewerId: string | null,
): Promise<QuestionSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [topicRows, topAnswers, myVotes, myFollows] = await Promise.all([
    db
      .select({ questionId: questionTopics.questionId, id: topics.id, name: topics.name })
      .from(questionTopics)
      .innerJoin(topics, eq(topics.id, questionTopics.topicId))
      .where(inArray(questionTopics.questionId, ids))
      .orderBy(topics.name),
    // Best answer per question: highest score, ties to the earliest.
    db
      .selectDistinctOn([answers.questionId])
      .from(answers)
      .where(inArray(answers.questionId, ids))
      .orderBy(answers.questionId, sql`${answers.upvoteCount} - ${answers.downvoteCount} desc`, answers.createdAt, answers.id),
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
  ]);
  const voteByQuestion = new Map(myVotes.map((vote) => [vote.questionId, vote.value as VoteValue]));
  const followed = new Set(myFollows.map((follow) => follow.questionId));
  const authorIds = [...new Set([...rows.map((row) => row.authorId), ...topAnswers.map((answer) => answer.authorId)])].filter(
    (id): id is string => id !== null,
  );
  const authorRows = authorIds.length ? await db.select(authorColumns).from(users).where(inArray(users.id, authorIds)) : [];
  const authors = new Map(authorRows.map((row) => [row.id, row]));
  const answerByQuestion = new Map(topAnswers.map((answer) => [answer.questionId, answer]));
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
        ? { id: top.id, content: top.content, upvoteCount: top.upvoteCount, commentCount: top.commentCount, createdAt: top.createdAt.toISOString() }
        : null,
      topAnswerAuthor: top?.authorId ? presentAuthor(authors.get(top.authorId)) : null,
      myVote: voteByQuestion.get(row.id) ?? 0,
      isFollowing: followed.has(row.id),
    };
  });
}
