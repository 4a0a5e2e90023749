import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { numericIdParamSchema } from "@shared/ids";
import type { MemberMail } from "../../mail/member-mail";
import { conversationsQuerySchema, sendMessageSchema, startConversationSchema } from "@shared/messages";
import { pageQuerySchema } from "@shared/questions";
import type { Db } from "../../db/client";
import { badRequest, forbidden, notFound } from "../../errors";
import { requireUser } from "../../plugins/sessions";
import type { EventBus } from "../../services/event-bus";
import { canReceiveMessages, isInConversation } from "./messages.policy";
import {
  conversationMemberIds,
  countUnreadMessages,
  findConversation,
  listConversations,
  listMessages,
  markConversationRead,
  openConversation,
  sendMessage,
} from "./messages.queries";
import { presentMessage } from "./messages.presenter";
import { conversationPageSchema, conversationSummarySchema, messageItemSchema, messagePageSchema } from "@shared/messages.responses";
import { unreadCountSchema } from "@shared/responses";
import { loadAuthors } from "../../content/authors";

const CONVERSATION_NOT_FOUND = "Conversation not found";
const CANNOT_RECEIVE = "This member can't receive messages.";

/** A rate limit for @fastify/rate-limit, or false when limits are off. */
type RouteLimit = { max: number; timeWindow: number } | false;

/** Private messages between two members: inbox, start a conversation, read, send, mark read. */
export async function messagesRoutes(
  app: FastifyInstance,
  { db, events, sendLimit, memberMail }: { db: Db; events: EventBus; sendLimit: RouteLimit; memberMail?: Pick<MemberMail, "messageReceived"> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The members of a conversation the signed-in member is in; a 404 for anyone else. */
  const loadMembers = async (conversationId: number, userId: string) => {
    const members = await conversationMemberIds(db, conversationId);
    if (!isInConversation(members, userId)) throw notFound(CONVERSATION_NOT_FOUND);
    return members;
  };

  r.get("/api/conversations", { schema: { querystring: conversationsQuerySchema, response: { 200: conversationPageSchema } } }, async (request) => {
    const user = requireUser(request);
    return listConversations(db, user.id, request.query, events.isOnline);
  });

  r.get("/api/conversations/unread-count", { schema: { response: { 200: unreadCountSchema } }, config: { memberCache: { tags: () => [] } } }, async (request) => {
    const user = requireUser(request);
    return { count: await countUnreadMessages(db, user.id) };
  });

  // Start the conversation with a member, or open the one that exists.
  r.post("/api/conversations", { schema: { body: startConversationSchema, response: { 200: conversationSummarySchema } }, config: { visibleWrite: true } }, async (request) => {
    const user = requireUser(request);
    const { userId } = request.body;
    if (userId === user.id) throw badRequest("You cannot message yourself.", "userId");
    const target = (await loadAuthors(db, [userId])).get(userId);
    if (!target || target.status === "deleted") throw notFound("User not found");
    if (!canReceiveMessages(target)) throw forbidden(CANNOT_RECEIVE);
    const id = await openConversation(db, user.id, userId);
    return (await findConversation(db, user.id, id, events.isOnline))!;
  });

  r.get("/api/conversations/:id", { schema: { params: numericIdParamSchema, response: { 200: conversationSummarySchema } } }, async (request) => {
    const user = requireUser(request);
    const conversation = await findConversation(db, user.id, request.params.id, events.isOnline);
    if (!conversation) throw notFound(CONVERSATION_NOT_FOUND);
    return conversation;
  });

  r.get(
    "/api/conversations/:id/messages",
    { schema: { params: numericIdParamSchema, querystring: pageQuerySchema, response: { 200: messagePageSchema } } },
    async (request) => {
      const user = requireUser(request);
      await loadMembers(request.params.id, user.id);
      return listMessages(db, request.params.id, user.id, request.query);
    },
  );

  r.post(
    "/api/conversations/:id/messages",
    {
      schema: { params: numericIdParamSchema, body: sendMessageSchema, response: { 201: messageItemSchema } },
      // Per member when signed in (the session hook ran before this one), else per address.
      config: { visibleWrite: true, rateLimit: sendLimit && { ...sendLimit, keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const conversationId = request.params.id;
      const members = await loadMembers(conversationId, user.id);
      const otherId = members.find((id) => id !== user.id);
      const other = otherId ? (await loadAuthors(db, [otherId])).get(otherId) : undefined;
      if (!canReceiveMessages(other)) throw forbidden(CANNOT_RECEIVE);
      const row = await sendMessage(db, conversationId, user.id, request.body.content);
      // Both members' open tabs: the recipient's badge and inbox, the sender's other tabs.
      for (const memberId of events.onlineOf(members)) {
        events.publish(memberId, { type: "message", message: presentMessage(row, memberId), unreadCount: await countUnreadMessages(db, memberId) });
      }
      // A recipient who is away hears of it by mail, if they want notification mail (batched).
      // Never fails the message, which is sent already.
      if (otherId) await memberMail?.messageReceived(otherId).catch((error: unknown) => request.log.error({ err: error }, "could not schedule message mail"));
      return reply.status(201).send(presentMessage(row, user.id));
    },
  );

  r.post("/api/conversations/:id/read", { schema: { params: numericIdParamSchema, response: { 200: unreadCountSchema } } }, async (request) => {
    const user = requireUser(request);
    await loadMembers(request.params.id, user.id);
    await markConversationRead(db, request.params.id, user.id);
    const unreadCount = await countUnreadMessages(db, user.id);
    events.publish(user.id, { type: "conversation.read", conversationId: request.params.id, unreadCount });
    return { count: unreadCount };
  });
}
