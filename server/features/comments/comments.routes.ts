import type { FastifyInstance } from "fastify";
import { commentItemSchema, commentPageSchema, postedCommentSchema } from "@shared/questions.responses";
import { noContentSchema } from "@shared/responses";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { numericIdParamSchema } from "@shared/ids";
import { commentBodySchema, pageQuerySchema } from "@shared/questions";
import type { Db } from "../../db/client";
import { badRequest } from "../../errors";
import { htmlToPlainText, sanitizeHtml } from "../../html";
import { requireUser } from "../../plugins/sessions";
import { auditStaffChange } from "../admin/audit";
import { authorize } from "../../policy/abilities";
import { loadVisibleAnswer, loadVisibleComment } from "../../policy/visibility";
import { heldReceipt, type Moderation } from "../moderation/moderation";
import type { Notifier } from "../notifications/notifier";
import { createComment, listComments, updateComment } from "./comments.queries";
import { deleteComment } from "../../content/lifecycle";

function cleanComment(content: string): string {
  const clean = sanitizeHtml(content);
  if (!htmlToPlainText(clean)) throw badRequest("Please write a comment.", "content");
  return clean;
}

/** Comments on answers. */
export async function commentsRoutes(app: FastifyInstance, { db, moderation, notifier }: { db: Db; moderation: Moderation; notifier: Notifier }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/answers/:id/comments",
    { schema: { params: numericIdParamSchema, querystring: pageQuerySchema, response: { 200: commentPageSchema } } },
    async (request) => {
      const answer = await loadVisibleAnswer(db, request.user, request.params.id);
      return listComments(db, answer, { ...request.query, viewer: request.user });
    },
  );

  r.post(
    "/api/answers/:id/comments",
    { schema: { params: numericIdParamSchema, body: commentBodySchema, response: { 201: postedCommentSchema } }, config: { visibleWrite: true } },
    async (request, reply) => {
      const user = requireUser(request);
      const answer = await loadVisibleAnswer(db, user, request.params.id);
      authorize(user, "comment", "answer", answer);
      const content = cleanComment(request.body.content);
      const screening = await moderation.screen(user, "", content);
      const comment = await createComment(db, answer, user, content, screening.status);
      await moderation.hold("comment", comment.id, screening);
      // The notifier tells nobody of a held comment, or of one under held content.
      await notifier.commented(answer, { id: comment.id, authorId: user.id });
      return reply.status(201).send({ ...comment, ...heldReceipt(screening) });
    },
  );

  r.patch("/api/comments/:id", { schema: { params: numericIdParamSchema, body: commentBodySchema, response: { 200: commentItemSchema } }, config: { visibleWrite: true } }, async (request) => {
    const user = requireUser(request);
    const comment = await loadVisibleComment(db, user, request.params.id);
    authorize(user, "edit", "comment", comment);
    return db.transaction(async (tx) => {
      await auditStaffChange(tx, user, "comment", comment, "edit");
      return updateComment(tx, comment, cleanComment(request.body.content), user);
    });
  });

  r.delete("/api/comments/:id", { schema: { params: numericIdParamSchema, response: { 204: noContentSchema } } }, async (request, reply) => {
    const user = requireUser(request);
    const comment = await loadVisibleComment(db, user, request.params.id);
    authorize(user, "delete", "comment", comment);
    await db.transaction(async (tx) => {
      await deleteComment(tx, comment);
      await auditStaffChange(tx, user, "comment", comment, "delete");
    });
    return reply.status(204).send();
  });
}
