import { z } from "zod";
import { authorSummarySchema, topicChipSchema } from "./questions.responses";
import { dateTimeSchema } from "./responses";

// What the revisions routes send. The client imports only the types (shared/revisions.ts).

/** One version of a question (title, body and topics) or of an answer (body; title null, topics empty). */
export const revisionSchema = z.object({
  /** 1 for the original, then 2, 3... */
  number: z.number(),
  /** Who wrote this version; null for a deleted account. */
  editor: authorSummarySchema.nullable(),
  /** When. */
  createdAt: dateTimeSchema,
  /** The question's title then; null for an answer. */
  title: z.string().nullable(),
  /** The sanitised HTML body then. */
  body: z.string(),
  /** The question's topics then (ones deleted since are left out); empty for an answer. */
  topics: z.array(topicChipSchema),
  /** The editor's note; null for none. */
  editSummary: z.string().nullable(),
});

/** A post's revisions, newest first, the original (number 1) last. */
export const revisionListSchema = z.object({
  /** "question" or "answer". */
  kind: z.enum(["question", "answer"]),
  /** The post's id. */
  id: z.number(),
  /** The question the post is or belongs to (for links). */
  questionId: z.number(),
  /** The question's current title (for the page's heading). */
  questionTitle: z.string(),
  /** Whether the viewer may roll the post back (its author and staff). */
  canRollback: z.boolean(),
  /** Newest first. */
  items: z.array(revisionSchema),
});
