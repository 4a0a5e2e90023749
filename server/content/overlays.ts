import { sql } from "drizzle-orm";
import type { AnswerItem, CommentItem, Page, QuestionDetail, QuestionSummary, VoteValue } from "@shared/questions";
import type { Db } from "../db/client";
import { answerAbilities, commentAbilities, questionAbilities } from "../policy/abilities";
import type { Viewer } from "../policy/visibility";

// A member's view of a public answer (server/cache/http-cache.ts): the cached visitor's
// answer with what is the member's own laid over it — their votes, follows and bookmarks,
// and what they may do — read in ONE query. Visitors' answers hold published posts only, so
// a member who has held posts of their own that the list could show gets null: their answer
// is computed in full by the route, as are staff's (the cache never asks for those).

type Member = NonNullable<Viewer>;

const PUBLISHED = "published" as const;

interface Mine {
  /** The member has held posts of their own where this answer could show them. */
  held: boolean;
  questionVotes: Map<number, VoteValue>;
  answerVotes: Map<number, VoteValue>;
  /** The comments (of those asked about) the member upvoted. */
  commentVotes: Set<number>;
  followedQuestions: Set<number>;
  followedAuthors: Set<string>;
  savedQuestions: Set<number>;
  savedAnswers: Set<number>;
}

const intArray = (ids: number[]) => sql`${`{${ids.join(",")}}`}::int[]`;
const uuidArray = (ids: string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;

/**
 * Everything of the member's own that the question, answer or list could show, in one round
 * trip: each part is an index probe on (user, target).
 */
async function loadMine(
  db: Db,
  member: Member,
  { questionIds, answerIds, commentIds = [], authorIds, heldIn }: { questionIds: number[]; answerIds: number[]; commentIds?: number[]; authorIds: string[]; heldIn: "questions" | { answersOf: number } | { commentsOn: number } | null },
): Promise<Mine> {
  const held =
    heldIn === null
      ? sql`false`
      : heldIn === "questions"
        ? sql`exists (select 1 from questions where author_id = ${member.id} and status <> ${PUBLISHED})`
        : "answersOf" in heldIn
          ? sql`exists (select 1 from answers where author_id = ${member.id} and question_id = ${heldIn.answersOf} and status <> ${PUBLISHED})`
          : sql`exists (select 1 from comments where author_id = ${member.id} and question_id = ${heldIn.commentsOn} and answer_id is null and status <> ${PUBLISHED})`;
  const result = await db.execute(sql`
    select ${held} as held,
      (select coalesce(json_agg(json_build_array(question_id, value)), '[]') from question_votes
        where user_id = ${member.id} and question_id = any(${intArray(questionIds)})) as question_votes,
      (select coalesce(json_agg(json_build_array(answer_id, value)), '[]') from answer_votes
        where user_id = ${member.id} and answer_id = any(${intArray(answerIds)})) as answer_votes,
      (select coalesce(json_agg(comment_id), '[]') from comment_votes
        where user_id = ${member.id} and comment_id = any(${intArray(commentIds)})) as comment_votes,
      (select coalesce(json_agg(question_id), '[]') from question_follows
        where user_id = ${member.id} and question_id = any(${intArray(questionIds)})) as followed_questions,
      (select coalesce(json_agg(followee_id), '[]') from user_follows
        where follower_id = ${member.id} and followee_id = any(${uuidArray(authorIds)})) as followed_authors,
      (select coalesce(json_agg(question_id), '[]') from bookmarks
        where user_id = ${member.id} and question_id = any(${intArray(questionIds)})) as saved_questions,
      (select coalesce(json_agg(answer_id), '[]') from bookmarks
        where user_id = ${member.id} and answer_id = any(${intArray(answerIds)})) as saved_answers`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
  // node-postgres parses json columns; PGlite too. Either way they arrive as arrays.
  const list = <T>(value: unknown): T[] => (typeof value === "string" ? (JSON.parse(value) as T[]) : ((value as T[] | null) ?? []));
  return {
    held: row.held === true,
    questionVotes: new Map(list<[number, VoteValue]>(row.question_votes)),
    answerVotes: new Map(list<[number, VoteValue]>(row.answer_votes)),
    commentVotes: new Set(list<number>(row.comment_votes)),
    followedQuestions: new Set(list<number>(row.followed_questions)),
    followedAuthors: new Set(list<string>(row.followed_authors)),
    savedQuestions: new Set(list<number>(row.saved_questions)),
    savedAnswers: new Set(list<number>(row.saved_answers)),
  };
}

const authorIdOf = (item: { author: { id: string } | null }) => item.author?.id ?? null;

function overlayQuestion<Q extends QuestionSummary>(member: Member, mine: Mine, question: Q): Q {
  const authorId = authorIdOf(question);
  return {
    ...question,
    myVote: mine.questionVotes.get(question.id) ?? 0,
    isFollowing: mine.followedQuestions.has(question.id),
    followsAuthor: authorId !== null && mine.followedAuthors.has(authorId),
    bookmarked: mine.savedQuestions.has(question.id),
    abilities: questionAbilities(member, { authorId, status: PUBLISHED, closedReason: question.closedReason }),
  };
}

/** A member's page of a public question list (recent, trending, a topic's, a profile's); null if they have held questions of their own. */
export async function overlayQuestionPage(db: Db, member: Member, page: Page<QuestionSummary>): Promise<Page<QuestionSummary> | null> {
  const mine = await loadMine(db, member, {
    questionIds: page.items.map((item) => item.id),
    answerIds: [],
    authorIds: [...new Set(page.items.flatMap((item) => (item.author ? [item.author.id] : [])))],
    heldIn: "questions",
  });
  if (mine.held) return null;
  return { ...page, items: page.items.map((item) => overlayQuestion(member, mine, item)) };
}

/** A member's view of a public question page's question. */
export async function overlayQuestionDetail(db: Db, member: Member, question: QuestionDetail): Promise<QuestionDetail> {
  const mine = await loadMine(db, member, {
    questionIds: [question.id],
    answerIds: [],
    authorIds: question.author ? [question.author.id] : [],
    heldIn: null,
  });
  return overlayQuestion(member, mine, question);
}

/** A member's page of a public question's answers; null if they have held answers of their own on it. */
export async function overlayAnswerPage(db: Db, member: Member, questionId: number, page: Page<AnswerItem>): Promise<Page<AnswerItem> | null> {
  const mine = await loadMine(db, member, { questionIds: [], answerIds: page.items.map((item) => item.id), authorIds: [], heldIn: { answersOf: questionId } });
  if (mine.held) return null;
  return {
    ...page,
    items: page.items.map((answer) => ({
      ...answer,
      myVote: mine.answerVotes.get(answer.id) ?? 0,
      bookmarked: mine.savedAnswers.has(answer.id),
      // The question is published: its answers are in a visitor's answer.
      abilities: answerAbilities(member, { authorId: authorIdOf(answer), status: PUBLISHED, question: { authorId: null, status: PUBLISHED } }),
    })),
  };
}

/** A member's page of a public question's own comments; null if they have held comments of their own on it. */
export async function overlayCommentPage(db: Db, member: Member, questionId: number, page: Page<CommentItem>): Promise<Page<CommentItem> | null> {
  const mine = await loadMine(db, member, { questionIds: [], answerIds: [], commentIds: page.items.map((item) => item.id), authorIds: [], heldIn: { commentsOn: questionId } });
  if (mine.held) return null;
  return {
    ...page,
    items: page.items.map((comment) => ({
      ...comment,
      myVote: mine.commentVotes.has(comment.id) ? 1 : 0,
      // The question is published: its comments are in a visitor's answer.
      abilities: commentAbilities(member, { authorId: authorIdOf(comment), status: PUBLISHED, answer: null, question: { authorId: null, status: PUBLISHED } }),
    })),
  };
}
