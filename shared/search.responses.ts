import { z } from "zod";
import { authorSummarySchema, questionSummarySchema } from "./questions.responses";
import { dateTimeSchema, pageSchema } from "./responses";
import { spaceSchema } from "./spaces.responses";
import { topicSchema } from "./topics.responses";

// What GET /api/search sends; the client imports only the types (shared/search.ts).

/** A question found by its title or details, as a feed card plus highlighted text. */
export const questionHitSchema = questionSummarySchema.extend({
  /** Matched terms marked with HIGHLIGHT_START and HIGHLIGHT_END. */
  highlight: z.object({
    /** The title with matched terms marked. */
    title: z.string(),
    /** Plain-text fragments of the details around the matched terms, marked. */
    excerpt: z.string(),
  }),
  /** Where the words were found: the title, the details, an answer or a comment; null when the search had no words (operators only). */
  matchedIn: z.enum(["title", "details", "answer", "comment"]).nullable(),
  /** The answer the words were found in (or whose comment they were found in), to link to. */
  matchedAnswerId: z.number().nullable(),
});

/** An answer found by its text, with the question it answers. */
export const answerHitSchema = z.object({
  /** The answer's id. */
  id: z.number(),
  /** The question it answers. */
  questionId: z.number(),
  /** That question's title. */
  questionTitle: z.string(),
  /** Plain-text fragments of the answer around the matched terms, marked. */
  excerpt: z.string(),
  /** Who wrote it. */
  author: authorSummarySchema.nullable(),
  /** Upvotes. */
  upvoteCount: z.number(),
  /** Downvotes (the score is upvotes minus downvotes). */
  downvoteCount: z.number(),
  /** Comments. */
  commentCount: z.number(),
  /** When it was written. */
  createdAt: dateTimeSchema,
});

/** A topic whose name starts with (a word starting with) the query. */
export const topicHitSchema = topicSchema.extend({
  /** Whether the signed-in member follows it (false for visitors). */
  isFollowing: z.boolean(),
});

/** A member whose name starts with (a word starting with) the query: public fields only, never an email. */
export const personHitSchema = z.object({
  /** The member's id. */
  id: z.string(),
  /** First name. */
  firstName: z.string().nullable(),
  /** Last name. */
  lastName: z.string().nullable(),
  /** Avatar URL. */
  profileImageUrl: z.string().nullable(),
  /** Bio (when the profile is public), else employment; null when neither is set. */
  subtitle: z.string().nullable(),
});

/** Matches of each kind, up to SEARCH_COUNT_CAP. */
export const searchCountsSchema = z.object({
  questions: z.number(),
  answers: z.number(),
  topics: z.number(),
  people: z.number(),
  spaces: z.number(),
});

/** GET /api/search?type=all: the first page of questions and the best few of every other kind. */
export const searchSummarySchema = z.object({
  /** Matches of each kind. */
  counts: searchCountsSchema,
  /** Continue with type=questions and this page's nextCursor. */
  questions: pageSchema(questionHitSchema),
  /** The best few answers. */
  answers: z.array(answerHitSchema),
  /** The best few topics. */
  topics: z.array(topicHitSchema),
  /** The best few members. */
  people: z.array(personHitSchema),
  /** The best few spaces. */
  spaces: z.array(spaceSchema),
});

/** What each type answers. */
export const searchResultsSchemas = {
  all: searchSummarySchema,
  questions: pageSchema(questionHitSchema),
  answers: pageSchema(answerHitSchema),
  topics: pageSchema(topicHitSchema),
  people: pageSchema(personHitSchema),
  spaces: pageSchema(spaceSchema),
};

/** GET /api/search: the summary (type=all) or one kind's page; the kinds' fields never overlap. */
export const searchResponseSchema = z.union([
  searchResultsSchemas.all,
  searchResultsSchemas.questions,
  searchResultsSchemas.answers,
  searchResultsSchemas.topics,
  searchResultsSchemas.people,
  searchResultsSchemas.spaces,
]);
