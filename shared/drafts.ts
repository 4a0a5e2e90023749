import { z } from "zod";
import { idSchema } from "./ids";
import { LIMITS } from "./limits";
import { richText, topicIdsSchema } from "./questions";
import type * as responses from "./drafts.responses";

// Drafts kept on the server (spec 2.17 /drafts, spec 3's Draft sample). Display code imports
// the types only (`import type`), so zod loads where a draft is written, not where it is listed.

/** What a draft will become. */
export type DraftType = "question" | "answer";

/** A draft as the API returns it. */
export type Draft = z.input<typeof responses.draftSchema>;

export const DRAFT_EMPTY = "A draft needs a title or some text.";
export const DRAFT_LIMIT_REACHED = `You can keep at most ${LIMITS.drafts} drafts. Delete some you no longer need, then save again.`;

/** A question draft's title: may be empty, 300 characters at most (spec 5). */
const draftTitleSchema = z
  .string({ error: "Title must be text" })
  .trim()
  .max(LIMITS.questionTitle, `Title must be at most ${LIMITS.questionTitle} characters`);

/** Body of POST /api/drafts: a question draft or an answer draft. */
export const createDraftSchema = z.discriminatedUnion(
  "type",
  [
    z.object({
      type: z.literal("question"),
      title: draftTitleSchema.default(""),
      content: richText("Details", LIMITS.questionContent).default(""),
      topicIds: topicIdsSchema.default([]),
    }),
    z.object({
      type: z.literal("answer"),
      questionId: idSchema("questionId", "question"),
      content: richText("Answer", LIMITS.answerContent).default(""),
    }),
  ],
  { error: "type must be question or answer" },
);
export type CreateDraftInput = z.input<typeof createDraftSchema>;

/** Body of PATCH /api/drafts/{id}: any of these; answer drafts take content only. */
export const updateDraftSchema = z.object({
  title: draftTitleSchema.optional(),
  content: richText("Content", Math.max(LIMITS.questionContent, LIMITS.answerContent)).optional(),
  topicIds: topicIdsSchema.optional(),
});
export type UpdateDraftInput = z.input<typeof updateDraftSchema>;
