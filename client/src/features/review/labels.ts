import type { ReviewAction, ReviewQueue } from "@shared/review";
import type { MessageId } from "@/i18n";

// How the review queues and their actions read (the review page and staff's review history).

export const QUEUE_LABELS: Record<ReviewQueue, MessageId> = {
  "staging-ground": "review.queueStagingGround",
  "first-questions": "review.queueFirstQuestions",
  "first-answers": "review.queueFirstAnswers",
  "late-answers": "review.queueLateAnswers",
  "suggested-edits": "review.queueSuggestedEdits",
  "close-votes": "review.queueCloseVotes",
  "reopen-votes": "review.queueReopenVotes",
  reports: "review.queueReports",
};

/** Queue actions, suggested edits' verdicts and the staging ground's steps (shared/staging.ts). */
export const ACTION_LABELS: Record<ReviewAction | "approve" | "reject" | "changes-requested" | "resubmitted" | "published", MessageId> = {
  "looks-ok": "review.actionLooksOk",
  edit: "review.actionEdit",
  comment: "review.actionComment",
  report: "review.actionReport",
  skip: "review.skip",
  close: "review.actionClose",
  "leave-open": "review.actionLeaveOpen",
  reopen: "review.actionReopen",
  "leave-closed": "review.actionLeaveClosed",
  approve: "review.approve",
  reject: "review.reject",
  "changes-requested": "staging.eventChangesRequested",
  resubmitted: "staging.eventResubmitted",
  published: "staging.eventPublished",
};
