import { z } from "zod";
import { LIMITS } from "./limits";
import { authorSummarySchema } from "./questions.responses";
import { revisionSchema } from "./revisions.responses";
import { dateTimeSchema } from "./responses";
import { labelText } from "./text";

// Suggested edits (issue 25, point 2): a member without the edit-freely privilege who edits
// someone else's question or answer suggests the edit; reviewers approve or reject it.

/** Approvals that apply a suggestion (one from a decisive reviewer is enough: the post's author, a member with edit-freely, staff). */
export const SUGGESTED_EDIT_APPROVALS_NEEDED = 2;
/** Rejections that discard it (likewise one decisive). */
export const SUGGESTED_EDIT_REJECTIONS_NEEDED = 2;
/** The most suggestions one member may have waiting at once (the queue is the reviewers' time). */
export const MAX_PENDING_SUGGESTIONS = 5;
/** The most suggestions the queue hands out at once. */
export const SUGGESTED_EDIT_PAGE = 20;

/** pending until decided; superseded when the post was edited another way first. */
export const suggestedEditStates = ["pending", "approved", "rejected", "superseded"] as const;
export type SuggestedEditState = (typeof suggestedEditStates)[number];

/** The 202 of PATCH /api/questions/{id} and /api/answers/{id} when the edit waits for review. */
export const suggestedEditCreatedSchema = z.object({
  suggestedEditId: z.number(),
  /** Said to the member: the edit waits for review. */
  message: z.string(),
});
export type SuggestedEditCreated = z.input<typeof suggestedEditCreatedSchema>;

/** Body of POST /api/review/suggested-edits/{id}/reject: why, told to the suggester. */
export const rejectSuggestedEditSchema = z.object({
  reason: labelText("reason must be text")
    .min(1, "Say why the edit is rejected")
    .max(LIMITS.editSummary, `The reason must be at most ${LIMITS.editSummary} characters`),
});
export type RejectSuggestedEditInput = z.infer<typeof rejectSuggestedEditSchema>;

/** One suggestion as the queue shows it: the post as it is, the suggested version, and the votes so far. */
export const suggestedEditSchema = z.object({
  id: z.number(),
  kind: z.enum(["question", "answer"]),
  /** The question, or the answer's question (for links). */
  questionId: z.number(),
  answerId: z.number().nullable(),
  questionTitle: z.string(),
  suggester: authorSummarySchema.nullable(),
  createdAt: dateTimeSchema,
  editSummary: z.string().nullable(),
  /** The post now (title null and topics empty for an answer). */
  current: revisionSchema,
  /** The post as the suggestion would make it. */
  suggested: revisionSchema,
  state: z.enum(suggestedEditStates),
  approvals: z.number(),
  rejections: z.number(),
});
export type SuggestedEdit = z.input<typeof suggestedEditSchema>;

/** GET /api/review/suggested-edits: the next suggestions the viewer may review (oldest first), and how many wait in all. */
export const suggestedEditQueueSchema = z.object({
  items: z.array(suggestedEditSchema),
  pending: z.number(),
});
export type SuggestedEditQueue = z.input<typeof suggestedEditQueueSchema>;

/** What a review did: the suggestion's state and votes after it. */
export const suggestedEditReviewedSchema = z.object({
  id: z.number(),
  state: z.enum(suggestedEditStates),
  approvals: z.number(),
  rejections: z.number(),
});
export type SuggestedEditReviewed = z.input<typeof suggestedEditReviewedSchema>;
