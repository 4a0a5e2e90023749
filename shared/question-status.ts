import { z } from "zod";
import { closeReasons } from "./close-reasons";
import { idSchema } from "./ids";

export { closeReasons, CLOSE_REASON_LABELS, type CloseReason } from "./close-reasons";

// Closing a question and accepting an answer (docs/decisions/023-accepted-answers-and-closing.md).

/** Body of POST /api/questions/{id}/close: a reason, and for a duplicate the original's id. */
export const closeQuestionSchema = z
  .object({
    reason: z.enum(closeReasons, { error: `reason must be one of: ${closeReasons.join(", ")}` }),
    duplicateOfId: idSchema("duplicateOfId", "question").optional(),
  })
  .superRefine((body, ctx) => {
    if (body.reason === "duplicate" && body.duplicateOfId === undefined) {
      ctx.addIssue({ code: "custom", path: ["duplicateOfId"], message: "Choose the question this one duplicates" });
    }
    if (body.reason !== "duplicate" && body.duplicateOfId !== undefined) {
      ctx.addIssue({ code: "custom", path: ["duplicateOfId"], message: "duplicateOfId is only for the reason duplicate" });
    }
  });
export type CloseQuestionInput = z.input<typeof closeQuestionSchema>;
