import { z } from "zod";
import { analyticsRanges } from "./lists";
import { dateTimeSchema } from "./responses";

// What GET /api/business/analytics sends; the page imports only the types (shared/business.ts).

/** A figure for the range and for the period just before it, for the percentage change. */
export const figureSchema = z.object({
  /** In the range. */
  value: z.number(),
  /** In the period just before. */
  previous: z.number(),
});

/** One of the member's best questions or answers. */
export const topContentSchema = z.object({
  /** Question or answer. */
  type: z.enum(["question", "answer"]),
  /** Its id. */
  id: z.number(),
  /** The question itself, or the question the answer belongs to. */
  questionId: z.number(),
  /** The question's title. */
  title: z.string(),
  /** Upvotes. */
  upvoteCount: z.number(),
  /** Answers to the question, or comments on the answer. */
  replyCount: z.number(),
  /** The question's views (for an answer, its question's). */
  viewCount: z.number(),
  /** When it was posted. */
  createdAt: dateTimeSchema,
});

/** One bucket of the chart. */
export const seriesPointSchema = z.object({
  /** Start of the bucket (a day, or a week for 90d and 1y). */
  start: dateTimeSchema,
  /** Questions asked in it. */
  questions: z.number(),
  /** Answers written in it. */
  answers: z.number(),
});

/** A topic the member's followers follow, with how many of them do. */
export const audienceTopicSchema = z.object({
  /** The topic's id. */
  id: z.number(),
  /** Its name. */
  name: z.string(),
  /** How many of the member's followers follow it. */
  followers: z.number(),
});

/** GET /api/business/analytics. */
export const businessAnalyticsSchema = z.object({
  /** The range asked for. */
  range: z.enum(analyticsRanges),
  /** Its start. */
  from: dateTimeSchema,
  /** Its end. */
  to: dateTimeSchema,
  /** The chart's bucket. */
  bucket: z.enum(["day", "week"]),
  /** The range's figures, each with the previous period's. */
  figures: z.object({
    /** Views of the member's questions in the range (per UTC day: question_view_days). */
    totalReach: figureSchema,
    /** Upvotes cast in the range on the member's questions and answers. */
    engagement: figureSchema,
    /** Members who voted on, answered or commented on the member's questions in the range, each once per question. */
    engagedReaders: figureSchema,
    /** Questions asked. */
    questionsAsked: figureSchema,
    /** Answers written. */
    answersWritten: figureSchema,
    /** New followers in the range (user_follows.created_at). */
    followersGained: figureSchema,
    /** Answers others wrote in the range to the member's questions. */
    answersReceived: figureSchema,
    /** Comments others wrote in the range on the member's answers. */
    commentsReceived: figureSchema,
    /** Of questionsAsked: those with at least one answer. */
    questionsAnswered: figureSchema,
    /** Of questionsAsked: those someone other than the member has viewed. */
    questionsSeen: figureSchema,
    /** Of answersWritten: those with at least one upvote. */
    answersUpvoted: figureSchema,
  }),
  /**
   * Engagement Rate in percent (shared/business.ts engagementRate): engagedReaders over
   * totalReach, never above 100; null when there is neither.
   */
  engagementRate: z.object({ value: z.number().nullable(), previous: z.number().nullable() }),
  /** All-time figures. */
  totals: z.object({
    /** Views of all the member's questions. */
    views: z.number(),
    /** Followers. */
    followers: z.number(),
    /** Upvotes on the member's questions and answers. */
    upvotes: z.number(),
    /** Downvotes on them. */
    downvotes: z.number(),
    /** Other members who answered the member's questions. */
    answerers: z.number(),
  }),
  /** The 5 topics most followed by the member's followers. */
  audienceTopics: z.array(audienceTopicSchema),
  /** The member's 3 questions and 3 answers with most upvotes, of all time. */
  topContent: z.array(topContentSchema),
  /** The chart's buckets. */
  series: z.array(seriesPointSchema),
});
