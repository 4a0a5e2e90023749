import { presentAdminUser } from "../../accounts/users.presenter";
import { and, desc, eq, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { AdminContentItem, AdminStats, AdminUser, ContentFilter, ContentKind } from "@shared/admin";
import type { Page } from "@shared/questions";
import { MAX_DB_ID } from "@shared/ids";
import type { Db } from "../../db/client";
import { contactMessages, feedback, reports } from "../../db/schema/admin";
import { answers, answerVotes, comments, questions, questionVotes } from "../../db/schema/content";
import { sessions, users } from "../../db/schema/users";
import { htmlToPlainText } from "../../html";
import { EVERYONE, visibleAnswers, visibleQuestions } from "../../policy/visibility";
import { commentUrl } from "../../content/reports";
import { key, keyAfter, keyset, pageOf } from "../../lib/keyset";
import { listTopics } from "../../content/topics";

const DAY_MS = 24 * 3_600_000;

// count() is bigint in PostgreSQL; drivers hand it back as a string.
const scalar = (query: SQL) => sql<number>`(${query})`.mapWith(Number);

/**
 * The overview's figures, each counted from its rows in one round trip. "Today" is the
 * last 24 hours. An active member signed in, or asked, answered, commented, voted or
 * reported, in the last 24 hours (docs/decisions/010-admin-roles.md).
 */
export async function getAdminStats(db: Db): Promise<AdminStats> {
  // Raw SQL parameters: an ISO string cast in SQL works the same on both drivers.
  const since = sql`${new Date(Date.now() - DAY_MS).toISOString()}::timestamptz`;
  const activity = sql`
    select ${sessions.userId} as user_id from ${sessions} where ${sessions.createdAt} > ${since}
    union select ${questions.authorId} from ${questions} where ${questions.createdAt} > ${since}
    union select ${answers.authorId} from ${answers} where ${answers.createdAt} > ${since}
    union select ${comments.authorId} from ${comments} where ${comments.createdAt} > ${since}
    union select ${questionVotes.userId} from ${questionVotes} where ${questionVotes.createdAt} > ${since}
    union select ${answerVotes.userId} from ${answerVotes} where ${answerVotes.createdAt} > ${since}
    union select ${reports.reporterId} from ${reports} where ${reports.createdAt} > ${since}`;
  const [row] = await db
    .select({
      totalUsers: scalar(sql`select count(*) from ${users} where ${users.status} <> 'deleted'`),
      totalQuestions: scalar(sql`select count(*) from ${questions} where ${visibleQuestions(EVERYONE)}`),
      totalAnswers: scalar(sql`select count(*) from ${answers} where ${visibleAnswers(EVERYONE)}`),
      activeUsers: scalar(
        sql`select count(*) from ${users} where ${users.status} <> 'deleted' and ${users.id} in (select user_id from (${activity}) as active)`,
      ),
      flaggedContent: scalar(sql`select count(*) from ${reports} where ${reports.status} = 'open'`),
      newUsersToday: scalar(sql`select count(*) from ${users} where ${users.createdAt} > ${since} and ${users.status} <> 'deleted'`),
      questionsToday: scalar(sql`select count(*) from ${questions} where ${questions.createdAt} > ${since} and ${visibleQuestions(EVERYONE)}`),
      answersToday: scalar(sql`select count(*) from ${answers} where ${answers.createdAt} > ${since} and ${visibleAnswers(EVERYONE)}`),
      reportsResolved: scalar(sql`select count(*) from ${reports} where ${reports.resolvedAt} > ${since}`),
    })
    .from(sql`(select 1) as one`);
  const topTopics = await listTopics(db, 5);
  return {
    ...row!,
    topTopics: topTopics.map(({ id, name, followerCount, questionCount }) => ({ id, name, followerCount, questionCount })),
  };
}

/** Members by (createdAt desc, id desc): ids are uuids. */
const memberKeyset = keyset(key.date, key.uuid);
/** Content of three kinds merged by (createdAt desc, id * 3 + kind desc): a bigint in SQL. */
const contentKeyset = keyset(key.date, key.int(0, 3 * MAX_DB_ID + 2));


const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Members (deleted accounts left out), newest first, searched by name, email or username. */
export async function listAdminUsers(db: Db, options: { q?: string; cursor?: string; limit: number }): Promise<Page<AdminUser>> {
  const search = options.q
    ? or(
        ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, likePattern(options.q)),
        ilike(users.email, likePattern(options.q)),
        ilike(users.username, likePattern(options.q)),
      )
    : undefined;
  const after = options.cursor ? keyAfter([users.createdAt, users.id], memberKeyset.decode(options.cursor)) : undefined;
  const rows = await db
    .select()
    .from(users)
    .where(and(ne(users.status, "deleted"), search, after))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(options.limit + 1);
  const page = pageOf(rows, options.limit, (last) => memberKeyset.encode(last.createdAt, last.id));
  return { items: page.items.map(presentAdminUser), nextCursor: page.nextCursor };
}

const KIND_OFFSET: Record<ContentKind, number> = { question: 0, answer: 1, comment: 2 };
const excerptOf = (html: string, max = 160) => {
  const text = htmlToPlainText(html);
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
};

/**
 * Questions, answers and comments for the admin, newest first, held ones included. "all"
 * merges the three kinds by time with one cursor: (createdAt, id * 3 + kind).
 */
export async function listAdminContent(
  db: Db,
  options: { type: ContentFilter; cursor?: string; limit: number },
): Promise<Page<AdminContentItem>> {
  const position = options.cursor ? contentKeyset.decode(options.cursor) : null;
  const before = (createdAt: PgColumn, id: PgColumn, kind: ContentKind) => {
    if (!position) return undefined;
    const at = position[0].toISOString();
    return sql`(${createdAt} < ${at}::timestamptz or (${createdAt} = ${at}::timestamptz and ${id}::bigint * 3 + ${KIND_OFFSET[kind]} < ${position[1]}::bigint))`;
  };
  const wants = (kind: ContentKind) => options.type === "all" || options.type === `${kind}s`;
  const take = options.limit + 1;
  const [questionRows, answerRows, commentRows] = await Promise.all([
    wants("question")
      ? db
          .select()
          .from(questions)
          .where(before(questions.createdAt, questions.id, "question"))
          .orderBy(desc(questions.createdAt), desc(questions.id))
          .limit(take)
      : [],
    wants("answer")
      ? db
          .select()
          .from(answers)
          .where(before(answers.createdAt, answers.id, "answer"))
          .orderBy(desc(answers.createdAt), desc(answers.id))
          .limit(take)
      : [],
    wants("comment")
      ? db
          .select({ comment: comments })
          .from(comments)
          .where(before(comments.createdAt, comments.id, "comment"))
          .orderBy(desc(comments.createdAt), desc(comments.id))
          .limit(take)
      : [],
  ]);
  type Item = Omit<AdminContentItem, "author"> & { authorId: string | null; key: number; at: Date };
  const merged: Item[] = [
    ...questionRows.map((row) => ({
      id: row.id,
      type: "question" as const,
      title: row.title,
      excerpt: excerptOf(row.content),
      authorId: row.authorId,
      createdAt: row.createdAt.toISOString(),
      votes: row.upvoteCount - row.downvoteCount,
      status: row.status,
      url: `/questions/${row.id}`,
      key: row.id * 3,
      at: row.createdAt,
    })),
    ...answerRows.map((row) => ({
      id: row.id,
      type: "answer" as const,
      title: excerptOf(row.content, 100),
      excerpt: excerptOf(row.content),
      authorId: row.authorId,
      createdAt: row.createdAt.toISOString(),
      votes: row.upvoteCount - row.downvoteCount,
      status: row.status,
      url: `/questions/${row.questionId}#answer-${row.id}`,
      key: row.id * 3 + 1,
      at: row.createdAt,
    })),
    ...commentRows.map(({ comment }) => ({
      id: comment.id,
      type: "comment" as const,
      title: excerptOf(comment.content, 100),
      excerpt: excerptOf(comment.content),
      authorId: comment.authorId,
      createdAt: comment.createdAt.toISOString(),
      votes: 0,
      status: comment.status,
      url: commentUrl(comment),
      key: comment.id * 3 + 2,
      at: comment.createdAt,
    })),
  ].sort((a, b) => b.at.getTime() - a.at.getTime() || b.key - a.key);
  const { items: page, nextCursor } = pageOf(merged, options.limit, (last) => contentKeyset.encode(last.at, last.key));
  const authorIds = [...new Set(page.map((item) => item.authorId).filter((id): id is string => id !== null))];
  const authors = authorIds.length ? await db.select().from(users).where(inArray(users.id, authorIds)) : [];
  const authorById = new Map(authors.map((row) => [row.id, row]));
  return {
    items: page.map(({ authorId, key: _key, at: _at, ...item }) => {
      const author = authorId ? authorById.get(authorId) : undefined;
      return { ...item, author: author && author.status !== "deleted" ? { id: author.id, name: presentAdminUser(author).name } : null };
    }),
    nextCursor,
  };
}

/** Where a page of contact messages or feedback ends: the last row's time and id. */
type Position = { createdAt: Date; id: number };

/** Contact messages, newest first; one row more than the limit tells whether there is more. */
export function listContactMessages(db: Db, options: { after?: Position; limit: number }) {
  const { after } = options;
  return db
    .select()
    .from(contactMessages)
    .where(after ? keyAfter([contactMessages.createdAt, contactMessages.id], [after.createdAt, after.id]) : undefined)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(options.limit + 1);
}

/** Feedback, newest first, with the member who sent it (when signed in). */
export function listFeedback(db: Db, options: { after?: Position; limit: number }) {
  const { after } = options;
  return db
    .select({ row: feedback, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .where(after ? keyAfter([feedback.createdAt, feedback.id], [after.createdAt, after.id]) : undefined)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(options.limit + 1);
}
