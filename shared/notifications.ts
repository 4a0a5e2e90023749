import { z } from "zod";
import { idListSchema } from "./ids";
import type { AuthorSummary } from "./questions";

/** What a notification says happened. */
export const notificationTypes = ["answer", "comment", "question_upvote", "answer_upvote", "follow", "followed_question_answer"] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** One notification of the header's panel: who did what, and where it leads. */
export interface NotificationItem {
  id: number;
  type: NotificationType;
  /** Who did it; null once their account is deleted. */
  actor: AuthorSummary | null;
  /** The question it is about (answers, comments, votes); null for follows. */
  question: { id: number; title: string } | null;
  answerId: number | null;
  /**
   * Where it leads: the question page, the answer's anchor on it, or the actor's profile.
   * Null when the thing it was about is gone.
   */
  link: string | null;
  read: boolean;
  createdAt: string;
}

/** The signed-in member's unread notifications. */
export interface NotificationsUnreadCount {
  count: number;
}

/** Body of POST /api/notifications/read: these notifications, or all of them. */
export const markNotificationsReadSchema = z
  .object({
    ids: idListSchema("ids", "notification", 100, "Mark at most 100 at once").min(1, "ids must name at least one notification").optional(),
    all: z.literal(true, { error: "all must be true" }).optional(),
  })
  .refine((body) => (body.ids === undefined) !== (body.all === undefined), { message: "Give either ids or all", path: ["ids"] });
export type MarkNotificationsReadInput = z.input<typeof markNotificationsReadSchema>;
