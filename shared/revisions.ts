import { labelText } from "./text";
import { z } from "zod";
import { idTextSchema } from "./ids";
import { LIMITS } from "./limits";
import type * as responses from "./revisions.responses";

// Revisions: every version of a question or answer, the original included
// (docs/decisions/024-revisions.md).

/** An edit's optional note: trimmed, at most LIMITS.editSummary characters; empty means none. */
export const editSummarySchema = labelText("editSummary must be text")
  .max(LIMITS.editSummary, `Edit summary must be at most ${LIMITS.editSummary} characters`)
  .optional();

/** Path of the rollback calls: the post's id and the revision's number (anything else is a 404). */
export const revisionParamsSchema = z.object({ id: idTextSchema, n: idTextSchema });

/** One version of a question or answer. */
export type Revision = z.input<typeof responses.revisionSchema>;
/** GET /api/questions/{id}/revisions and GET /api/answers/{id}/revisions. */
export type RevisionList = z.input<typeof responses.revisionListSchema>;

/** The summary a rollback's revision carries. */
export const rollbackSummary = (n: number) => `Rolled back to revision ${n}`;
