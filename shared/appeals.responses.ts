import { z } from "zod";
import { pageSchema } from "./responses";

/** An appeal (issue 25.6). */
export const appealSchema = z.object({
  id: z.number(),
  kind: z.enum(["question", "answer", "comment"]),
  /** The post's id; the post may be gone since. */
  postId: z.number(),
  /** The question it is on (itself for a question), for the link. */
  questionId: z.number(),
  /** The question's title, when it still exists. */
  questionTitle: z.string().nullable(),
  /** The start of the post's text, when it still exists. */
  excerpt: z.string().nullable(),
  decision: z.enum(["held", "closed", "removed"]),
  /** For a closed question: the reason it was closed with. */
  closedReason: z.string().nullable(),
  message: z.string(),
  status: z.enum(["pending", "upheld", "overturned"]),
  note: z.string().nullable(),
  /** Who appealed. */
  author: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

/** GET /api/admin/appeals. */
export const appealPageSchema = pageSchema(appealSchema);
