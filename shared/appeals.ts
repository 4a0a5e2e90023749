import { z } from "zod";
import { cursorQuerySchema, idSchema, pageLimitSchema } from "./ids";
import { LIMITS } from "./limits";
import { visibleText } from "./text";
import type * as responses from "./appeals.responses";

// Appeals (issue 25, point 6): the author of a held post or a closed question asks staff to look
// again, once; staff uphold or overturn the decision with a note, and the author is told.

/** What an appeal is about. */
export const appealKinds = ["question", "answer", "comment"] as const;
export type AppealKind = (typeof appealKinds)[number];

/** The decision appealed: the post held from others, the question closed, or the post removed by staff. */
export type AppealDecision = "held" | "closed" | "removed";

/** An appeal as staff and its author see it. */
export type Appeal = z.input<typeof responses.appealSchema>;

const MESSAGE_REQUIRED = "Say why the decision should change";

/** Body of POST /api/appeals. */
export const createAppealSchema = z.object({
  kind: z.enum(appealKinds, { error: `kind must be ${appealKinds.join(", ")}` }),
  id: idSchema("id", "post"),
  message: z
    .string({ error: MESSAGE_REQUIRED })
    .trim()
    .min(10, "Say in at least 10 characters why the decision should change")
    .max(LIMITS.appealMessage, `Keep the appeal to ${LIMITS.appealMessage} characters`)
    .check(visibleText(MESSAGE_REQUIRED)),
});
export type CreateAppealInput = z.input<typeof createAppealSchema>;

/** Query string of GET /api/admin/appeals: pending first-in first-out, or decided newest first. */
export const adminAppealsQuerySchema = z.object({
  status: z.enum(["pending", "decided"], { error: "status must be pending or decided" }).default("pending"),
  cursor: cursorQuerySchema,
  limit: pageLimitSchema(100, 25),
});

/** Body of POST /api/admin/appeals/{id}/decide: keep the decision or reverse it, and tell the author why. */
export const decideAppealSchema = z.object({
  outcome: z.enum(["uphold", "overturn"], { error: "outcome must be uphold or overturn" }),
  note: z
    .string({ error: "note is required" })
    .trim()
    .min(1, "Write the author a note")
    .max(LIMITS.appealMessage, `Keep the note to ${LIMITS.appealMessage} characters`),
});
export type DecideAppealInput = z.input<typeof decideAppealSchema>;
