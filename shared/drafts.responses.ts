import { z } from "zod";
import { dateTimeSchema, pageSchema } from "./responses";

// What the draft routes send; display code imports only the types (shared/drafts.ts).

/** A draft as the API returns it. */
export const draftSchema = z.object({
  /** The draft's id. */
  id: z.number(),
  /** What it will become. */
  type: z.enum(["question", "answer"]),
  /** A question draft's title ("" until written); answer drafts have none. */
  title: z.string(),
  /** Sanitised HTML: a question's details or an answer. */
  content: z.string(),
  /** A question draft's topics. */
  topicIds: z.array(z.number()),
  /** For answer drafts: the question it answers (null if that question is no longer visible). */
  question: z.object({ id: z.number(), title: z.string() }).nullable(),
  /** When it was started. */
  createdAt: dateTimeSchema,
  /** When it was last edited (the list's order, "Last edited ..."). */
  updatedAt: dateTimeSchema,
});

/** A page of drafts. */
export const draftPageSchema = pageSchema(draftSchema);
