import { and, count, desc, eq, ne, or, sql } from "drizzle-orm";
import type { Page, QuestionSummary } from "@shared/questions";
import type { UserAnswer } from "@shared/users";
import type { Db } from "../../db/client";
import { answers, questions, uploads, userFollows } from "../../db/schema/content";
import { spaceMembers } from "../../db/schema/spaces";
import { setSpaceMembership } from "../spaces/spaces.queries";
import { users } from "../../db/schema/users";
import { EVERYONE, visibleAnswers, visibleQuestions, type Viewer } from "../../policy/visibility";
import { afterDateCursor, dateKeyset, pageOf } from "../../lib/keyset";
import { presentAnswers } from "../../content/answer-items";
import { summarizeQuestions } from "../../content/question-summaries";
import { listFollowedTopics, setTopicFollow } from "../../content/topics";

type UserRow = typeof users.$inferSelect;

/** Counts shown on a profile, all computed from the rows they count. */
export interface ProfileStats {
  questionCount: number;
  answerCount: number;
  totalUpvotes: number;
  totalViews: number;
  followerCount: number;
  followingCount: number;
}

/** A member whose account still exists (active or suspended), or null. */
export async function findExistingUser(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), ne(users.status, "deleted")))
    .limit(1);
  return row ?? null;
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

/** A member's questions, newest first, a page at a time; summarizeQuestions keeps the query count fixed. */
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
  const page = pageOf(rows, options.limit, (last) => dateKeyset.encode(last.createdAt, last.id));
  return { items: await summarizeQuestions(db, page.items, options.viewer), nextCursor: page.nextCursor };
}

/**
 * A member's answers, newest first, each with the question it answers: one query for the
 * page (answers joined to their questions) plus presentAnswers' fixed two.
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
  const items = await presentAnswers(db, page.items.map((row) => row.answer), options.viewer);
  return { items: items.map((item, index) => ({ ...item, question: page.items[index]!.question })), nextCursor: page.nextCursor };
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

/**
 * Deletes an account in one transaction: the row stays (so questions and answers keep
 * their author id and show 'Deleted account') but every personal field is cleared, and
 * the member's follows go, topic follower counters included. Sessions are the caller's.
 */
export async function deleteAccount(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        status: "deleted",
        role: "user",
        email: null,
        username: null,
        passwordHash: null,
        oidcSubject: null,
        firstName: null,
        lastName: null,
        bio: null,
        location: null,
        website: null,
        employment: null,
        education: null,
        profileImageUrl: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    await tx.delete(userFollows).where(or(eq(userFollows.followerId, userId), eq(userFollows.followeeId, userId)));
    // Through the topics and spaces features' own writes, so their counters stay right.
    for (const topic of await listFollowedTopics(tx, userId)) await setTopicFollow(tx, userId, topic.id, false);
    const memberships = await tx.select({ spaceId: spaceMembers.spaceId }).from(spaceMembers).where(eq(spaceMembers.userId, userId));
    for (const { spaceId } of memberships) await setSpaceMembership(tx, userId, spaceId, false);
  });
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
