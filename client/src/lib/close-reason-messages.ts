import type { CloseReason } from "@shared/close-reasons";
import type { MessageId } from "@/i18n";

/** How each close reason reads (the banner and the close dialog). */
export const CLOSE_REASON_MESSAGES: Record<CloseReason, { title: MessageId; description: MessageId }> = {
  duplicate: { title: "question.closeReasonDuplicate", description: "question.closeReasonDuplicateHelp" },
  "off-topic": { title: "question.closeReasonOffTopic", description: "question.closeReasonOffTopicHelp" },
  "needs-details": { title: "question.closeReasonNeedsDetails", description: "question.closeReasonNeedsDetailsHelp" },
  "opinion-based": { title: "question.closeReasonOpinion", description: "question.closeReasonOpinionHelp" },
};
