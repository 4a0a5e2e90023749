import { z } from "zod";
import type * as responses from "./notifications.responses";
import type { unreadCountSchema } from "./responses";
import { idListSchema } from "./ids";
import { notificationTypes, type NotificationType } from "./lists";

export { notificationTypes, type NotificationType };

/** One notification of the header's panel: who did what, and where it leads. */
export type NotificationItem = z.input<typeof responses.notificationItemSchema>;

/** The signed-in member's unread notifications. */
export type NotificationsUnreadCount = z.input<typeof unreadCountSchema>;

/** Body of POST /api/notifications/read: these notifications, or all of them. */
export const markNotificationsReadSchema = z
  .object({
    ids: idListSchema("ids", "notification", 100, "Mark at most 100 at once").min(1, "ids must name at least one notification").optional(),
    all: z.literal(true, { error: "all must be true" }).optional(),
  })
  .refine((body) => (body.ids === undefined) !== (body.all === undefined), { message: "Give either ids or all", path: ["ids"] });
export type MarkNotificationsReadInput = z.input<typeof markNotificationsReadSchema>;
