import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminMessagesQuerySchema, adminPageQuerySchema, type AdminMessage } from "@shared/admin";
import { displayName } from "@shared/users";
import { listOutbox } from "../../mail/mail";
import { dateKeyset, pageOf } from "../../lib/keyset";
import { getAdminStats, listContactMessages, listFeedback } from "./admin.queries";
import type { AdminContext } from "./admin-context";
import { listAudit } from "../../services/audit";
import { z } from "zod";
import { adminMessagesPageSchema, adminStatsSchema, auditPageSchema } from "@shared/admin.responses";
import { topicDetailSchema, topicSchema } from "@shared/topics.responses";
import { listTopics } from "../../content/topics";
import { mergeTopics } from "../../content/topic-names";
import { numericIdParamSchema } from "@shared/ids";
import { mergeTopicSchema } from "@shared/topics";
import { recordAudit } from "../../services/audit";
import { staffOf } from "./admin-context";

/** The overview (stats, topics), the audit log and the messages people sent. */
export async function adminOverviewRoutes(app: FastifyInstance, { db }: AdminContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/admin/stats", { schema: { response: { 200: adminStatsSchema } }, config: { adminArea: "overview" } }, async () => getAdminStats(db));

  r.get("/api/admin/topics", { schema: { response: { 200: z.array(topicSchema) } }, config: { adminArea: "overview" } }, async () => listTopics(db));

  // Merging (issue 25.5): the topic's questions and followers move to `intoId`, its name becomes a
  // synonym there and its page answers 301; the kept topic is returned. Staff who moderate content.
  r.post(
    "/api/admin/topics/:id/merge",
    { schema: { params: numericIdParamSchema, body: mergeTopicSchema, response: { 200: topicDetailSchema } }, config: { adminArea: "content" } },
    async (request) => {
      const actor = staffOf(request);
      return db.transaction(async (tx) => {
        const { from, into, questionsMoved } = await mergeTopics(tx, request.params.id, request.body.intoId);
        await recordAudit(tx, actor, "topic.merge", { type: "topic", id: from.id }, { name: from.name, intoId: into.id, intoName: into.name, questionsMoved });
        return into;
      });
    },
  );

  r.get("/api/admin/audit", { schema: { querystring: adminPageQuerySchema, response: { 200: auditPageSchema } }, config: { adminArea: "audit" } }, async (request) =>
    listAudit(db, request.query),
  );

  r.get("/api/admin/messages", { schema: { querystring: adminMessagesQuerySchema, response: { 200: adminMessagesPageSchema } }, config: { adminArea: "messages" } }, async (request) => {
    const { kind, limit } = request.query;
    const cursor = request.query.cursor ? dateKeyset.decode(request.query.cursor) : undefined;
    const after = cursor && { createdAt: cursor[0], id: cursor[1] };
    let rows: { createdAt: Date; id: number; item: AdminMessage }[];
    if (kind === "contact") {
      rows = (await listContactMessages(db, { after, limit })).map((row) => ({
        createdAt: row.createdAt,
        id: row.id,
        item: { kind, id: row.id, name: row.name, email: row.email, subject: row.subject, message: row.message, createdAt: row.createdAt.toISOString() },
      }));
    } else if (kind === "feedback") {
      rows = (await listFeedback(db, { after, limit })).map(({ row, ...member }) => ({
        createdAt: row.createdAt,
        id: row.id,
        item: {
          kind,
          id: row.id,
          message: row.message,
          helpful: row.helpful,
          page: row.page,
          member: row.userId ? displayName(member) : null,
          createdAt: row.createdAt.toISOString(),
        },
      }));
    } else {
      rows = (await listOutbox(db, { cursor: after, limit })).map((row) => ({
        createdAt: row.createdAt,
        id: row.id,
        item: {
          kind,
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          status: row.status,
          attempts: row.attempts,
          lastError: row.lastError,
          createdAt: row.createdAt.toISOString(),
        },
      }));
    }
    const page = pageOf(rows, limit, (last) => dateKeyset.encode(last.createdAt, last.id));
    return { items: page.items.map((row) => row.item), nextCursor: page.nextCursor };
  });
}
