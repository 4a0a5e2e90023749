import { z } from "zod";
import { cursorQuerySchema, idListSchema, pageLimitSchema } from "./ids";
import { LIMITS } from "./limits";
import { feedTabs, followingTypes, topicSorts, trendingPeriods } from "./lists";

export type { FeedTab, FollowingType, TopicSort, TrendingPeriod } from "./lists";

/** A member as shown beside content. Deleted accounts show as null. */
export interface AuthorSummary {
  id: string;
  firstName: string | null;
  lastName: string | null;
  /** Always null: emails are never shown beside content (kept for displayName's signature). */
  email: null;
  profileImageUrl: string | null;
  employment: string | null;
}

/** A vote: 1 up, -1 down, 0 none. */
export type VoteValue = -1 | 0 | 1;

/** A question in a list (spec section 3's Question). */
export interface QuestionSummary {
  id: number;
  title: string;
  /** Sanitised HTML. */
  content: string;
  createdAt: string;
  author: AuthorSummary | null;
  topics: { id: number; name: string }[];
  viewCount: number;
  answerCount: number;
  upvoteCount: number;
  downvoteCount: number;
  /** The best answer (highest score, ties to the earliest), or null. */
  topAnswer: { id: number; content: string; upvoteCount: number; commentCount: number; createdAt: string } | null;
  topAnswerAuthor: AuthorSummary | null;
  /** The signed-in member's vote on the question (0 when signed out). */
  myVote: VoteValue;
  /** Whether the signed-in member follows the question. */
  isFollowing: boolean;
  /** Whether the signed-in member follows the question's author (topic page's Follow button). */
  followsAuthor: boolean;
  /** Whether the signed-in member saved the question for later (false when signed out). */
  bookmarked: boolean;
  /** For You only: why this question is shown, e.g. "You follow Physics". */
  reason?: string;
  /** Present (true) only while auto-moderation holds it for review; only its author and staff see it. */
  held?: boolean;
}

/** The question page's question. */
export interface QuestionDetail extends QuestionSummary {
  updatedAt: string;
}

/** An answer on the question page. */
export interface AnswerItem {
  id: number;
  questionId: number;
  /** Sanitised HTML. */
  content: string;
  author: AuthorSummary | null;
  upvoteCount: number;
  downvoteCount: number;
  commentCount: number;
  createdAt: string;
  updatedAt: string;
  myVote: VoteValue;
  /** Whether the signed-in member saved the answer for later (false when signed out). */
  bookmarked: boolean;
  /** Present (true) only while auto-moderation holds it for review; only its author and staff see it. */
  held?: boolean;
}

/** A comment on an answer. */
export interface CommentItem {
  id: number;
  answerId: number;
  /** Sanitised HTML. */
  content: string;
  author: AuthorSummary | null;
  createdAt: string;
  updatedAt: string;
  /** Present (true) only while auto-moderation holds it for review; only its author and staff see it. */
  held?: boolean;
}

/** One item of /following: a question asked or an answer written by someone followed. */
export interface FollowingActivity {
  type: "question" | "answer";
  createdAt: string;
  actor: AuthorSummary | null;
  question: QuestionSummary;
  /** For answers: the answer itself. */
  answer: AnswerItem | null;
}

/** One page of a list; pass nextCursor back as `cursor` for the next one. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Result of voting. */
export interface VoteResult {
  upvoteCount: number;
  downvoteCount: number;
  myVote: VoteValue;
}

/** A similar existing question, for the duplicate check. */
export interface SimilarQuestion {
  id: number;
  title: string;
  answerCount: number;
}

/** AI Help's answer: suggestions computed from the draft. */
export interface AssistResult {
  suggestions: string[];
  goodAspects: string[];
  similar: SimilarQuestion[];
  suggestedTopics: { id: number; name: string }[];
}

/** Query string of paginated lists. */
export const pageQuerySchema = z.object({ cursor: cursorQuerySchema, limit: pageLimitSchema(50, 20) });

/** GET /api/questions */
export const feedQuerySchema = pageQuerySchema.extend({ tab: z.enum(feedTabs).default("recent") });

/** GET /api/questions/trending */
export const trendingQuerySchema = pageQuerySchema.extend({ period: z.enum(trendingPeriods).default("today") });

/** GET /api/topics/{id}/questions */
export const topicQuestionsQuerySchema = pageQuerySchema.extend({ sort: z.enum(topicSorts).default("latest") });

/** GET /api/questions/following */
export const followingQuerySchema = pageQuerySchema.extend({ type: z.enum(followingTypes).default("all") });

/** GET /api/questions/similar */
export const similarQuerySchema = z.object({ q: z.string().trim().max(LIMITS.questionTitle).default("") });

/** Text of a title: required after trimming, 300 at most. */
export const questionTitleSchema = z
  .string({ error: "Please enter a title for your question." })
  .trim()
  .min(1, "Please enter a title for your question.")
  .max(LIMITS.questionTitle, `Title must be at most ${LIMITS.questionTitle} characters`);

/** Rich text: trimmed, limited in characters of HTML. */
export const richText = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`);

/** A question's topics: ids of existing topics, 10 at most. */
export const topicIdsSchema = idListSchema("topicIds", "topic", 10, "Choose at most 10 topics");

/** Body of POST /api/questions. */
export const createQuestionSchema = z.object({
  title: questionTitleSchema,
  content: richText("Details", LIMITS.questionContent).default(""),
  topicIds: topicIdsSchema.default([]),
  /** Ids of uploaded images (POST /api/uploads) to show with the question. */
  mediaFiles: z.array(z.string().regex(/^[A-Za-z0-9_-]{10,64}$/, "Invalid media id")).max(10, "Attach at most 10 files").default([]),
});
export type CreateQuestionInput = z.input<typeof createQuestionSchema>;

/** Body of PATCH /api/questions/{id}. */
export const updateQuestionSchema = z
  .object({
    title: questionTitleSchema.optional(),
    content: richText("Details", LIMITS.questionContent).optional(),
    topicIds: topicIdsSchema.optional(),
  })
  .refine((value) => Object.keys(value).length > 0, "Nothing to update");

/** Body of POST /api/questions/{id}/answers and PATCH /api/answers/{id}. */
export const answerBodySchema = z.object({
  content: richText("Answer", LIMITS.answerContent).pipe(z.string().min(1, "Please write an answer.")),
});

/** Body of POST /api/answers/{id}/comments and PATCH /api/comments/{id}. */
export const commentBodySchema = z.object({
  content: richText("Comment", LIMITS.commentContent).pipe(z.string().min(1, "Please write a comment.")),
});

/** Body of the vote calls. */
export const voteBodySchema = z.object({
  value: z.union([z.literal(1), z.literal(0), z.literal(-1)], { error: "value must be 1, 0 or -1" }),
});

/** Body of POST /api/questions/assist (AI Help). */
export const assistBodySchema = z.object({
  title: questionTitleSchema,
  content: z.string().max(LIMITS.questionContent * 2).default(""),
  topicIds: topicIdsSchema.default([]),
});
