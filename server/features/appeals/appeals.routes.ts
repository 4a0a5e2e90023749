import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { createAppealSchema } from "@shared/appeals";
import { appealSchema } from "@shared/appeals.responses";
import type { Db } from "../../db/client";
import { createAppeal, presentAppeal } from "../../content/appeals";
import { requireUser } from "../../plugins/sessions";
import { recordAudit } from "../../services/audit";

/**
 * An author appeals a moderation decision on their own post (issue 25, point 6): a held post or
 * a closed question, once. Staff work appeals in the admin panel (admin-appeals.routes.ts).
 */
export async function appealsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post("/api/appeals", { schema: { body: createAppealSchema, response: { 201: appealSchema } }, config: { visibleWrite: true } }, async (request, reply) => {
    const user = requireUser(request);
    const appeal = await db.transaction(async (tx) => {
      const row = await createAppeal(tx, user.id, request.body);
      await recordAudit(tx, user, "appeal.create", { type: row.kind, id: row.postId }, { appealId: row.id, decision: row.decision });
      return row;
    });
    return reply.code(201).send(presentAppeal(appeal, { questionTitle: null, excerpt: null, author: user }));
  });
}
