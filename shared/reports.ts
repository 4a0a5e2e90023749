import { z } from "zod";
import type * as responses from "./reports.responses";
import { idSchema } from "./ids";
import { LIMITS } from "./limits";

export const reportTargetTypes = ["question", "answer", "comment", "user"] as const;
export type ReportTargetType = (typeof reportTargetTypes)[number];

/** Why a member reports something; the label is what the Report dialog shows. */
export const REPORT_REASONS = [
  { value: "spam", label: "Spam" },
  { value: "harassment", label: "Harassment" },
  { value: "misinformation", label: "Misinformation" },
  { value: "inappropriate", label: "Inappropriate" },
  { value: "other", label: "Other" },
] as const;
export type MemberReportReason = (typeof REPORT_REASONS)[number]["value"];
/** Member reasons plus the system's: a post held by auto-moderation. */
export type ReportReason = MemberReportReason | "blocked_words";

const reasonValues = REPORT_REASONS.map((reason) => reason.value) as [MemberReportReason, ...MemberReportReason[]];

/**
 * Body of POST /api/reports. The target id is a number for questions, answers and comments
 * and a member's uuid for users; the route checks it against the type.
 */
export const createReportSchema = z.object({
  targetType: z.enum(reportTargetTypes, { error: "targetType must be question, answer, comment or user" }),
  targetId: z.union([idSchema("targetId", "content"), z.string().trim().min(1).max(64)], { error: "targetId must be a content id or a member's id" }).transform(String),
  reason: z.enum(reasonValues, { error: "Please choose a reason" }),
  details: z
    .string({ error: "Details must be text" })
    .trim()
    .max(LIMITS.reportDetails, `Details must be at most ${LIMITS.reportDetails} characters`)
    .optional(),
});
export type CreateReportInput = z.input<typeof createReportSchema>;

/** What the Report dialog is told after a report is stored. */
export type ReportReceipt = z.input<typeof responses.reportReceiptSchema>;

export const REPORT_RECEIVED = "Thanks for letting us know. Our moderators will review it.";
export const ALREADY_REPORTED = "You have already reported this. Our moderators will review it.";

export { HELD_FOR_REVIEW } from "./moderation";
