import { z } from "zod";
import { cursorQuerySchema, idListSchema, pageLimitSchema } from "./ids";
import { LIMITS } from "./limits";
import { answerSorts, feedTabs, followingTypes, topicSorts, trendingPeriods } from "./lists";
import { editSummarySchema } from "./revisions";
import { labelText, visibleHtml, visibleText } from "./text";
import type * as responses from "./questions.responses";

export type { AnswerSort, FeedTab, FollowingType, TopicSort, TrendingPeriod } from "./lists";

/** A member as shown beside content. Deleted accounts show as null. */
export type AuthorSummary = z.input<typeof responses.authorSummarySchema>;

/** A vote: 1 up, -1 down, 0 none. */
export type VoteValue = z.input<typeof responses.voteValueSchema>;

/** A question in a list (spec section 3's Question). */
export type QuestionSummary = z.input<typeof responses.questionSummarySchema>;

/** The question page's question. */
export type QuestionDetail = z.input<typeof responses.questionDetailSchema>;

/** An answer on the question page. */
export type AnswerItem = z.input<typeof responses.answerItemSchema>;

/** A comment on a question or an answer. */
export type CommentItem = z.input<typeof responses.commentItemSchema>;

/** A question, answer or comment as its author gets it back on posting: with the hold notice when held. */
export type AskedQuestion = z.input<typeof responses.askedQuestionSchema>;
export type PostedAnswer = z.input<typeof responses.postedAnswerSchema>;
export type PostedComment = z.input<typeof responses.postedCommentSchema>;

/** One item of /following: a question asked or an answer written by someone followed. */
export type FollowingActivity = z.input<typeof responses.followingActivitySchema>;

/** One page of a list; pass nextCursor back as `cursor` for the next one. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** A closed question's state, and a question linked to another (duplicate, original). */
export type ClosedState = z.input<typeof responses.closedStateSchema>;
export type LinkedQuestion = z.input<typeof responses.linkedQuestionSchema>;

/** Result of accepting or unaccepting an answer. */
export type Acceptance = z.input<typeof responses.acceptanceSchema>;

/** Result of voting. */
export type VoteResult = z.input<typeof responses.voteResultSchema>;
/** Result of voting on a comment. */
export type CommentVoteResult = z.input<typeof responses.commentVoteResultSchema>;

/** A question related to the one on the page (GET /api/questions/{id}/related). */
export type RelatedQuestion = SimilarQuestion;

/** A similar existing question, for the duplicate check. */
export type SimilarQuestion = z.input<typeof responses.similarQuestionSchema>;

/** AI Help's answer: suggestions computed from the draft. */
export type AssistResult = z.input<typeof responses.assistResultSchema>;

/** A page of trending questions; `total` (the period's count) is counted on the first page only. */
export type TrendingPage = z.input<typeof responses.trendingPageSchema>;

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

/** GET /api/questions/{id}/answers: a page in one of the answer orders (votes when absent). */
export const answersQuerySchema = pageQuerySchema.extend({
  sort: z.enum(answerSorts, { error: "sort must be votes, newest, oldest or active" }).default("votes"),
});

/** GET /api/questions/similar */
export const similarQuerySchema = z.object({ q: z.string().trim().max(LIMITS.questionTitle).default("") });

/** Text of a title: no bidi controls, required after trimming, something visible, 300 at most. */
export const questionTitleSchema = labelText("Please enter a title for your question.")
  .min(1, "Please enter a title for your question.")
  .max(LIMITS.questionTitle, `Title must be at most ${LIMITS.questionTitle} characters`)
  .check(visibleText("Please enter a title for your question."));

/** Rich text: trimmed, limited in characters of HTML. */
export const richText = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`);

/** A question's topics: ids of existing topics, 10 at most. */
export const topicIdsSchema = idListSchema("topicIds", "topic", LIMITS.questionTopics, `Choose at most ${LIMITS.questionTopics} topics`);

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
    editSummary: editSummarySchema,
  })
  .refine((value) => Object.keys(value).some((key) => key !== "editSummary"), "Nothing to update");

/** Body of POST /api/questions/{id}/answers. */
export const answerBodySchema = z.object({
  content: richText("Answer", LIMITS.answerContent).pipe(z.string().min(1, "Please write an answer.").check(visibleHtml("Please write an answer."))),
});

/** Body of PATCH /api/answers/{id}: the new text and an optional edit summary. */
export const updateAnswerSchema = answerBodySchema.extend({ editSummary: editSummarySchema });

/** Body of POST /api/answers/{id}/comments and PATCH /api/comments/{id}. */
export const commentBodySchema = z.object({
  content: richText("Comment", LIMITS.commentContent).pipe(z.string().min(1, "Please write a comment.").check(visibleHtml("Please write a comment."))),
});

/** Body of the vote calls. */
export const voteBodySchema = z.object({
  value: z.union([z.literal(1), z.literal(0), z.literal(-1)], { error: "value must be 1, 0 or -1" }),
});

/** Body of POST /api/comments/{id}/vote: 1 upvotes, 0 takes the upvote back (comments have no downvotes). */
export const commentVoteBodySchema = z.object({
  value: z.union([z.literal(1), z.literal(0)], { error: "value must be 1 or 0" }),
});

/** Body of POST /api/questions/assist (AI Help). */
export const assistBodySchema = z.object({
  title: questionTitleSchema,
  content: z.string().max(LIMITS.questionContent * 2).default(""),
  topicIds: topicIdsSchema.default([]),
});
