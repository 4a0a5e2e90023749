import type { FastifyInstance } from "fastify";
import { commentItemSchema, commentPageSchema, postedCommentSchema } from "@shared/questions.responses";
import { noContentSchema } from "@shared/responses";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { numericIdParamSchema } from "@shared/ids";
import { commentBodySchema, pageQuerySchema } from "@shared/questions";
import type { Db } from "../../db/client";
import { badRequest, forbidden, notFound } from "../../errors";
import { htmlToPlainText, sanitizeHtml } from "../../html";
import { requireUser } from "../../plugins/sessions";
import { canModify } from "../content.policy";
import { isStaff } from "../admin/admin.policy";
import { heldReceipt, type Moderation } from "../moderation/moderation";
import type { Notifier } from "../notifications/notifier";
import { findAnswerRow } from "../answers/answers.queries";
import { createComment, deleteComment, findCommentRow, listComments, updateComment } from "./comments.queries";

function cleanComment(content: string): string {
  const clean = sanitizeHtml(content);
  if (!htmlToPlainText(clean)) throw badRequest("Please write a comment.", "content");
  return clean;
}

/** Comments on answers. */
export async function commentsRoutes(app: FastifyInstance, { db, moderation, notifier }: { db: Db; moderation: Moderation; notifier: Notifier }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const loadComment = async (id: number) => {
    const comment = await findCommentRow(db, id);
    if (!comment) throw notFound("Comment not found");
    return comment;
  };

  r.get(
    "/api/answers/:id/comments",
    { schema: { params: numericIdParamSchema, querystring: pageQuerySchema, response: { 200: commentPageSchema } } },
    async (request) => {
      if (!(await findAnswerRow(db, request.params.id))) throw notFound("Answer not found");
      return listComments(db, request.params.id, { ...request.query, viewerId: request.user?.id ?? null, includeHeld: isStaff(request.user) });
    },
  );

  r.post(
    "/api/answers/:id/comments",
    { schema: { params: numericIdParamSchema, body: commentBodySchema, response: { 201: postedCommentSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const answer = await findAnswerRow(db, request.params.id);
      if (!answer) throw notFound("Answer not found");
      const content = cleanComment(request.body.content);
      const screening = await moderation.screen(user, "", content);
      const comment = await createComment(db, request.params.id, user.id, content, screening.status);
      await moderation.hold("comment", comment.id, screening);
      if (screening.status === "published") await notifier.commented(answer, { id: comment.id, authorId: user.id });
      return reply.status(201).send({ ...comment, ...heldReceipt(screening) });
    },
  );

  r.patch("/api/comments/:id", { schema: { params: numericIdParamSchema, body: commentBodySchema, response: { 200: commentItemSchema } } }, async (request) => {
    const user = requireUser(request);
    const comment = await loadComment(request.params.id);
    if (!canModify(user, comment)) throw forbidden("You can only edit your own comments");
    return updateComment(db, comment.id, cleanComment(request.body.content));
  });

  r.delete("/api/comments/:id", { schema: { params: numericIdParamSchema, response: { 204: noContentSchema } } }, async (request, reply) => {
    const user = requireUser(request);
    const comment = await loadComment(request.params.id);
    if (!canModify(user, comment)) throw forbidden("You can only delete your own comments");
    await deleteComment(db, comment);
    return reply.status(204).send();
  });
}
