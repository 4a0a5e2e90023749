// Why staff may close a question, and how each reason reads (no zod: the question page imports it).

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
