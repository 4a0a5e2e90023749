import { z } from "zod";
import { answerItemSchema, questionSummarySchema } from "./questions.responses";
import { dateTimeSchema, pageSchema } from "./responses";

// What the bookmark routes send; the client imports only the types (shared/bookmarks.ts).

/** A saved question: the feed card's question and when it was saved. */
export const bookmarkedQuestionSchema = z.object({
  /** The bookmark's own id (the list's keyset position). */
  id: z.number(),
  /** When it was saved. */
  savedAt: dateTimeSchema,
  /** The question. */
  question: questionSummarySchema,
});

/** A saved answer, with the title of the question it answers. */
export const bookmarkedAnswerSchema = z.object({
  /** The bookmark's own id. */
  id: z.number(),
  /** When it was saved. */
  savedAt: dateTimeSchema,
  /** The answer. */
  answer: answerItemSchema,
  /** The question it answers. */
  question: z.object({ id: z.number(), title: z.string() }),
});

/** Pages of saved questions and answers. */
export const bookmarkedQuestionPageSchema = pageSchema(bookmarkedQuestionSchema);
export const bookmarkedAnswerPageSchema = pageSchema(bookmarkedAnswerSchema);

/** How many questions and answers the member has saved (the tabs' counts). */
export const bookmarkCountsSchema = z.object({ questions: z.number(), answers: z.number() });

/** Result of saving or unsaving. */
export const bookmarkStateSchema = z.object({ bookmarked: z.boolean() });
