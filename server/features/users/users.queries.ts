import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import type { Page, QuestionSummary } from "@shared/questions";
import type { UserAnswer } from "@shared/users";
import type { Db } from "../../db/client";
import { answers, questions, uploads, userFollows } from "../../db/schema/content";
import { users } from "../../db/schema/users";
import { EVERYONE, visibleAnswers, visibleQuestions, type Viewer } from "../../policy/visibility";
import { afterDateCursor, dateKeyset, pageOf } from "../../lib/keyset";
import { loadAnswerData } from "../../content/answer-items";
import { presentAnswer } from "../../content/answer.presenter";
import { questionSummaryPage } from "../../content/question-summaries";

/** Counts shown on a profile, all computed from the rows they count. */
export interface ProfileStats {
  questionCount: number;
  answerCount: number;
  totalUpvotes: number;
  totalViews: number;
  followerCount: number;
  followingCount: number;
}

// Profile figures count what everyone sees: published posts, answers on published questions.
const publicQuestion = visibleQuestions(EVERYONE);
const publicAnswer = visibleAnswers(EVERYONE);

// count() and sum() are bigint in PostgreSQL; drivers hand them back as strings.
const countOf = (query: ReturnType<typeof sql>) => sql<number>`(${query})`.mapWith(Number);

/**
 * A member with their profile stats and whether the viewer follows them, in one query:
 * each figure is a scalar subquery over an index (questions_author_idx, answers_author_idx,
 * user_follows_followee_idx, user_follows' primary key).
 */
export async function findProfile(db: Db, id: string, viewerId: string | null) {
  const [row] = await db
    .select({
      user: users,
      questionCount: countOf(sql`select count(*) from ${questions} where ${questions.authorId} = ${id} and ${publicQuestion}`),
      totalUpvotes: countOf(sql`select coalesce(sum(${questions.upvoteCount}), 0) from ${questions} where ${questions.authorId} = ${id} and ${publicQuestion}`),
      totalViews: countOf(sql`select coalesce(sum(${questions.viewCount}), 0) from ${questions} where ${questions.authorId} = ${id} and ${publicQuestion}`),
      answerCount: countOf(sql`select count(*) from ${answers} where ${answers.authorId} = ${id} and ${publicAnswer}`),
      followerCount: countOf(sql`select count(*) from ${userFollows} where ${userFollows.followeeId} = ${id}`),
      followingCount: countOf(sql`select count(*) from ${userFollows} where ${userFollows.followerId} = ${id}`),
      isFollowing: viewerId
        ? sql<boolean>`exists (select 1 from ${userFollows} where ${userFollows.followerId} = ${viewerId} and ${userFollows.followeeId} = ${id})`
        : sql<boolean>`false`,
    })
    .from(users)
    .where(and(eq(users.id, id), ne(users.status, "deleted")))
    .limit(1);
  if (!row) return null;
  const { user, isFollowing, ...stats } = row;
  return { user, stats: stats satisfies ProfileStats, isFollowing: Boolean(isFollowing) };
}

/**
 * What a profile lists for this viewer: on their own profile a member also sees their held
 * posts (decision 011); everyone else sees what everyone sees, staff included, so a profile
 * reads the same to all but its owner.
 */
const profileReader = (viewer: Viewer, ownerId: string): Viewer => (viewer?.id === ownerId ? viewer : EVERYONE);

/** A member's questions, newest first, a page at a time; questionSummaryPage keeps the query count fixed. */
export async function listUserQuestions(
  db: Db,
  userId: string,
  options: { cursor?: string; limit: number; viewer: Viewer },
): Promise<Page<QuestionSummary>> {
  const rows = await db
    .select()
    .from(questions)
    .where(and(eq(questions.authorId, userId), visibleQuestions(profileReader(options.viewer, userId)), afterDateCursor(questions.createdAt, questions.id, options.cursor)))
    .orderBy(desc(questions.createdAt), desc(questions.id))
    .limit(options.limit + 1);
  return questionSummaryPage(db, rows, options, (last) => dateKeyset.encode(last.createdAt, last.id));
}

/**
 * A member's answers, newest first, each with the question it answers: one query for the
 * page (answers joined to their questions) plus loadAnswerData's fixed few.
 */
export async function listUserAnswers(
  db: Db,
  authorId: string,
  options: { cursor?: string; limit: number; viewer: Viewer },
): Promise<Page<UserAnswer>> {
  const rows = await db
    .select({ answer: answers, question: { id: questions.id, title: questions.title } })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    // The answer and its question must both be visible: answers on held questions show nowhere else.
    .where(and(eq(answers.authorId, authorId), visibleAnswers(profileReader(options.viewer, authorId)), afterDateCursor(answers.createdAt, answers.id, options.cursor)))
    .orderBy(desc(answers.createdAt), desc(answers.id))
    .limit(options.limit + 1);
  const page = pageOf(rows, options.limit, (last) => dateKeyset.encode(last.answer.createdAt, last.answer.id));
  const data = await loadAnswerData(db, page.items.map((row) => row.answer), options.viewer);
  return { items: page.items.map((row) => ({ ...presentAnswer(row.answer, data, options.viewer), question: row.question })), nextCursor: page.nextCursor };
}

/** Follows or unfollows a member; idempotent. Returns the followee's follower count afterwards. */
export async function setUserFollow(db: Db, followerId: string, followeeId: string, follow: boolean) {
  if (follow) {
    await db.insert(userFollows).values({ followerId, followeeId }).onConflictDoNothing();
  } else {
    await db.delete(userFollows).where(and(eq(userFollows.followerId, followerId), eq(userFollows.followeeId, followeeId)));
  }
  const [row] = await db.select({ n: count() }).from(userFollows).where(eq(userFollows.followeeId, followeeId));
  return { following: follow, followerCount: row?.n ?? 0 };
}

/** Whether an upload exists, is an image and was made by this member (for profile pictures). */
export async function ownsImageUpload(db: Db, userId: string, uploadId: string): Promise<boolean> {
  const [row] = await db
    .select({ mimeType: uploads.mimeType })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.userId, userId)))
    .limit(1);
  return row?.mimeType.startsWith("image/") ?? false;
}
