import { z } from "zod";
import { idSchema } from "./ids";

// Closing a question and accepting an answer (docs/decisions/023-accepted-answers-and-closing.md).

/** Why staff may close a question. */
export const closeReasons = ["duplicate", "off-topic", "needs-details", "opinion-based"] as const;
export type CloseReason = (typeof closeReasons)[number];

/** How each reason reads in the banner and the close dialog. */
export const CLOSE_REASON_LABELS: Record<CloseReason, { title: string; description: string }> = {
  duplicate: { title: "Duplicate", description: "This question has been asked before and already has an answer." },
  "off-topic": { title: "Off-topic", description: "This question is not about what this community discusses." },
  "needs-details": { title: "Needs details or clarity", description: "This question needs more details to be answered well." },
  "opinion-based": { title: "Opinion-based", description: "Answers to this question would be mostly opinions rather than facts." },
};

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
