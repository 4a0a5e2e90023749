import { z } from "zod";
import { notificationTypes } from "./lists";
import { authorSummarySchema } from "./questions.responses";
import { dateTimeSchema, pageSchema } from "./responses";

// What the notification routes send; the client imports only the types (shared/notifications.ts).

/** One notification of the header's panel: who did what, and where it leads. */
export const notificationItemSchema = z.object({
  /** Its id. */
  id: z.number(),
  /** What happened. */
  type: z.enum(notificationTypes),
  /** Who did it; null once their account is deleted. */
  actor: authorSummarySchema.nullable(),
  /** The question it is about (answers, comments, votes); null for follows. */
  question: z.object({ id: z.number(), title: z.string() }).nullable(),
  /** The answer it is about, if any. */
  answerId: z.number().nullable(),
  /** For badge_awarded and privilege_gained: the badge's or the privilege's id (issue 24). */
  subject: z.string().nullable(),
  /** Where it leads; null when the thing it was about is gone. */
  link: z.string().nullable(),
  /** Whether the member has read it. */
  read: z.boolean(),
  /** When it happened. */
  createdAt: dateTimeSchema,
});

/** A page of notifications. */
export const notificationPageSchema = pageSchema(notificationItemSchema);
