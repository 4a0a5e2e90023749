import { memberCloseVoteKinds } from "./close-votes";
import { and, not, sql, type SQL } from "drizzle-orm";
import type { AnswerItem, CommentItem, Page, QuestionDetail, QuestionSummary, VoteValue } from "@shared/questions";
import type { Db } from "../db/client";
import { answers, comments, questions } from "../db/schema/content";
import { EVERYONE, visibleAnswers, visibleComments, visibleQuestions, type ContentState, type QuestionState, type Viewer } from "../policy/visibility";
import { presentMyAnswer, type MyAnswerData } from "./answer.presenter";
import { presentMyComment, type CommentParents, type MyCommentData } from "./comment.presenter";
import { presentMyQuestion, type MyQuestionData } from "./question.presenter";

// A member's view of a public answer (server/cache/http-cache.ts): the cached visitor's
// answer with what is the member's own laid over it — their votes, follows and bookmarks,
// and what they may do — read in ONE query and presented by the presenters every route uses
// (presentMyQuestion, presentMyAnswer, presentMyComment), from each post's real state.
// Visitors' answers hold what everyone sees only, so a member who sees more there (held
// posts of their own, by the visibility rule) gets null: their answer is computed in full by
// the route, as are staff's (the cache never asks for those). So is anyone's when a post of
// the cached answer is gone since.

type Member = NonNullable<Viewer>;

type AnswerState = ContentState & { id: number; question: ContentState };
type CommentState = ContentState & { id: number } & CommentParents;

interface Mine {
  /** The member sees posts here that everyone does not (their own held ones). */
  held: boolean;
  questionStates: Map<number, QuestionState & { id: number }>;
  answerStates: Map<number, AnswerState>;
  commentStates: Map<number, CommentState>;
  questions: MyQuestionData;
  answers: MyAnswerData;
  comments: MyCommentData;
}

const intArray = (ids: number[]) => sql`${`{${ids.join(",")}}`}::int[]`;
const uuidArray = (ids: string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;

/** What the member sees that everyone does not (visibility.ts), as a condition. */
const seenOnlyBy = (member: Member, visible: (viewer: Viewer) => SQL | undefined) => and(visible(member), not(visible(EVERYONE)!));

/** Where a page could show the member what everyone does not see. */
type HeldIn = "questions" | { answersOf: number } | { commentsOn: number } | null;

function heldCondition(member: Member, heldIn: HeldIn): SQL {
  if (heldIn === null) return sql`false`;
  if (heldIn === "questions") return sql`exists (select 1 from ${questions} where ${seenOnlyBy(member, visibleQuestions)})`;
  if ("answersOf" in heldIn) {
    return sql`exists (select 1 from ${answers} where ${answers.questionId} = ${heldIn.answersOf} and ${seenOnlyBy(member, visibleAnswers)})`;
  }
  return sql`exists (select 1 from ${comments} where ${comments.questionId} = ${heldIn.commentsOn} and ${comments.answerId} is null and ${seenOnlyBy(member, visibleComments)})`;
}

type Status = ContentState["status"];

/**
 * Everything of the member's own that the question, answer or list could show, and the
 * states of its posts, in one round trip: each part is an index probe on (user, target) or a
 * primary key.
 */
async function loadMine(
  db: Db,
  member: Member,
  { questionIds = [], answerIds = [], commentIds = [], authorIds = [], heldIn }: { questionIds?: number[]; answerIds?: number[]; commentIds?: number[]; authorIds?: string[]; heldIn: HeldIn },
): Promise<Mine> {
  const result = await db.execute(sql`
    select ${heldCondition(member, heldIn)} as held,
      (select coalesce(json_agg(json_build_array(id, author_id, status, closed_reason)), '[]') from questions
        where id = any(${intArray(questionIds)})) as question_states,
      (select coalesce(json_agg(json_build_array(a.id, a.author_id, a.status, q.author_id, q.status)), '[]') from answers a
        join questions q on q.id = a.question_id where a.id = any(${intArray(answerIds)})) as answer_states,
      (select coalesce(json_agg(json_build_array(c.id, c.author_id, c.status, q.id, q.author_id, q.status, a.id, a.author_id, a.status)), '[]') from comments c
        join questions q on q.id = c.question_id left join answers a on a.id = c.answer_id where c.id = any(${intArray(commentIds)})) as comment_states,
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
  const questionStates = list<[number, string | null, Status, string | null]>(row.question_states);
  const answerStates = list<[number, string | null, Status, string | null, Status]>(row.answer_states);
  const commentStates = list<[number, string | null, Status, number, string | null, Status, number | null, string | null, Status | null]>(row.comment_states);
  return {
    held: row.held === true,
    questionStates: new Map(questionStates.map(([id, authorId, status, closedReason]) => [id, { id, authorId, status, closedReason }])),
    answerStates: new Map(answerStates.map(([id, authorId, status, questionAuthorId, questionStatus]) => [id, { id, authorId, status, question: { authorId: questionAuthorId, status: questionStatus } }])),
    commentStates: new Map(
      commentStates.map(([id, authorId, status, questionId, questionAuthorId, questionStatus, answerId, answerAuthorId, answerStatus]) => [
        id,
        {
          id,
          authorId,
          status,
          question: { id: questionId, authorId: questionAuthorId, status: questionStatus },
          answer: answerId === null ? null : { id: answerId, authorId: answerAuthorId, status: answerStatus! },
        },
      ]),
    ),
    questions: {
      votes: new Map(list<[number, VoteValue]>(row.question_votes)),
      followed: new Set(list<number>(row.followed_questions)),
      followedAuthors: new Set(list<string>(row.followed_authors)),
      bookmarked: new Set(list<number>(row.saved_questions)),
    },
    answers: { votes: new Map(list<[number, VoteValue]>(row.answer_votes)), bookmarked: new Set(list<number>(row.saved_answers)) },
    comments: { upvoted: new Set(list<number>(row.comment_votes)) },
  };
}

/**
 * Each item with the member's part presented over it from its post's state; null when a
 * post is gone since the visitors' answer was made.
 */
function overlayEach<T extends { id: number }, S>(items: T[], states: Map<number, S>, present: (state: S) => Partial<T>): T[] | null {
  const overlaid: T[] = [];
  for (const item of items) {
    const state = states.get(item.id);
    if (!state) return null;
    overlaid.push({ ...item, ...present(state) });
  }
  return overlaid;
}

const authorIdsOf = (items: { author: { id: string } | null }[]) => [...new Set(items.flatMap((item) => (item.author ? [item.author.id] : [])))];

/** A member's page of a public question list (recent, trending, a topic's, a profile's); null if they have held questions of their own. */
export async function overlayQuestionPage(db: Db, member: Member, page: Page<QuestionSummary>): Promise<Page<QuestionSummary> | null> {
  const mine = await loadMine(db, member, { questionIds: page.items.map((item) => item.id), authorIds: authorIdsOf(page.items), heldIn: "questions" });
  if (mine.held) return null;
  const items = overlayEach(page.items, mine.questionStates, (state) => presentMyQuestion(state, mine.questions, member));
  return items && { ...page, items };
}

/** A member's view of a public question page's question. */
export async function overlayQuestionDetail(db: Db, member: Member, question: QuestionDetail): Promise<QuestionDetail | null> {
  const mine = await loadMine(db, member, { questionIds: [question.id], authorIds: authorIdsOf([question]), heldIn: null });
  const overlaid = overlayEach([question], mine.questionStates, (state) => presentMyQuestion(state, mine.questions, member))?.[0] ?? null;
  // The member's own close and reopen votes (issue 25): read only when some are open at all.
  if (!overlaid || (overlaid.closeVotes.count === 0 && overlaid.reopenVotes.count === 0)) return overlaid;
  const voted = await memberCloseVoteKinds(db, question.id, member.id);
  return { ...overlaid, closeVotes: { ...overlaid.closeVotes, voted: voted.has("close") }, reopenVotes: { ...overlaid.reopenVotes, voted: voted.has("reopen") } };
}

/** A member's page of a public question's answers; null if they have held answers of their own on it. */
export async function overlayAnswerPage(db: Db, member: Member, questionId: number, page: Page<AnswerItem>): Promise<Page<AnswerItem> | null> {
  const mine = await loadMine(db, member, { answerIds: page.items.map((item) => item.id), heldIn: { answersOf: questionId } });
  if (mine.held) return null;
  const items = overlayEach(page.items, mine.answerStates, (state) => presentMyAnswer(state, mine.answers, member));
  return items && { ...page, items };
}

/** A member's page of a public question's own comments; null if they have held comments of their own on it. */
export async function overlayCommentPage(db: Db, member: Member, questionId: number, page: Page<CommentItem>): Promise<Page<CommentItem> | null> {
  const mine = await loadMine(db, member, { commentIds: page.items.map((item) => item.id), heldIn: { commentsOn: questionId } });
  if (mine.held) return null;
  const items = overlayEach(page.items, mine.commentStates, (state) => presentMyComment(state, mine.comments, member));
  return items && { ...page, items };
}
