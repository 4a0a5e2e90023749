import { z } from "zod";
import { authorSummarySchema, stagingSchema, stagingStates } from "./questions.responses";
import { dateTimeSchema } from "./responses";

/** GET /api/review/staging-ground: the staged questions waiting for reviewers, oldest first. */
export const stagingQueueSchema = z.object({
  items: z.array(
    z.object({
      question: z.object({
        id: z.number(),
        title: z.string(),
        /** Sanitised HTML, as the question page shows it. */
        content: z.string(),
        author: authorSummarySchema.nullable(),
        createdAt: dateTimeSchema,
      }),
      staging: stagingSchema,
    }),
  ),
  pending: z.number(),
});

/** What a staging step did: the question's state after it (published: everyone sees it now). */
export const stagingStepSchema = z.object({
  questionId: z.number(),
  state: z.enum([...stagingStates, "published"]),
});
