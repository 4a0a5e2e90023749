import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { markNotificationsReadSchema } from "@shared/notifications";
import { pageQuerySchema } from "@shared/questions";
import type { Db } from "../../db/client";
import { requireUser } from "../../plugins/sessions";
import type { EventBus } from "../../services/event-bus";
import { countUnreadNotifications, listNotifications, markNotificationsRead } from "./notifications.queries";
import { notificationPageSchema } from "@shared/notifications.responses";
import { unreadCountSchema } from "@shared/responses";

/** The signed-in member's notifications: list, unread count, mark read. */
export async function notificationsRoutes(app: FastifyInstance, { db, events }: { db: Db; events: EventBus }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/notifications", { schema: { querystring: pageQuerySchema, response: { 200: notificationPageSchema } } }, async (request) => {
    const user = requireUser(request);
    return listNotifications(db, user.id, request.query);
  });

  r.get("/api/notifications/unread-count", { schema: { response: { 200: unreadCountSchema } }, config: { memberCache: { tags: () => [] } } }, async (request) => {
    const user = requireUser(request);
    return { count: await countUnreadNotifications(db, user.id) };
  });

  r.post("/api/notifications/read", { schema: { body: markNotificationsReadSchema, response: { 200: unreadCountSchema } } }, async (request) => {
    const user = requireUser(request);
    await markNotificationsRead(db, user.id, request.body.ids);
    const unreadCount = await countUnreadNotifications(db, user.id);
    // The member's other tabs clear their dot too.
    events.publish(user.id, { type: "notifications.read", unreadCount });
    return { count: unreadCount };
  });
}
