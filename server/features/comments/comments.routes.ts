import type { PrivilegeGate } from "../../policy/privileges";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { commentPageSchema, commentVoteResultSchema, postedCommentSchema } from "@shared/questions.responses";
import { noContentSchema } from "@shared/responses";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { numericIdParamSchema } from "@shared/ids";
import { commentBodySchema, commentVoteBodySchema, pageQuerySchema, type CommentItem, type Page } from "@shared/questions";
import type { Db } from "../../db/client";
import { badRequest } from "../../errors";
import { htmlToPlainText, sanitizeHtml } from "../../html";
import { requireUser } from "../../plugins/sessions";
import { auditStaffChange } from "../../services/audit";
import { keepRemovedPost } from "../../content/removed-posts";
import { authorize } from "../../policy/abilities";
import { loadVisibleAnswer, loadVisibleComment, loadVisibleQuestion, readVisibleQuestion } from "../../policy/visibility";
import { stagingViewer } from "../../content/staging";
import { heldReceipt, type Moderation } from "../../content/moderation";
import type { Notifier } from "../../services/notifier";
import { createComment, listComments, updateComment } from "./comments.queries";
import type { CommentParents } from "../../content/comment.presenter";
import { castVote } from "../../content/votes";
import { deleteComment } from "../../content/lifecycle";
import { questionTag } from "../../cache/tags";
import { overlayCommentPage } from "../../content/overlays";

function cleanComment(content: string): string {
  const clean = sanitizeHtml(content);
  if (!htmlToPlainText(clean)) throw badRequest("Please write a comment.", "content");
  return clean;
}

/** Comments on questions and on answers: one model, one set of rules (docs/decisions/025-question-threads.md). */
export async function commentsRoutes(
  app: FastifyInstance,
  { db, moderation, notifier, privileges }: { db: Db; moderation: Moderation; notifier: Notifier; privileges: PrivilegeGate },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * Posts a comment on a question or an answer the member can see: screened by moderation
   * (held comments wait for review), and the parent's author told once it is public.
   */
  const post = async (request: FastifyRequest, reply: FastifyReply, user: NonNullable<FastifyRequest["user"]>, parents: CommentParents, content: string) => {
    const clean = cleanComment(content);
    const screening = await moderation.screen(user, "", clean);
    const comment = await createComment(db, parents, user, clean, screening.status);
    await moderation.hold("comment", comment.id, screening);
    const on = parents.answer ?? parents.question;
    // The notifier tells nobody of a held comment, or of one under held content.
    await notifier.commented({ questionId: parents.question.id, answerId: parents.answer?.id ?? null, authorId: on.authorId }, { id: comment.id, authorId: user.id });
    return reply.status(201).send({ ...comment, ...heldReceipt(screening) });
  };

  r.get(
    "/api/answers/:id/comments",
    { schema: { params: numericIdParamSchema, querystring: pageQuerySchema, response: { 200: commentPageSchema } } },
    async (request) => {
      const answer = await loadVisibleAnswer(db, request.user, request.params.id);
      return listComments(db, { answer, question: answer.question }, { ...request.query, viewer: request.user });
    },
  );

  r.post(
    "/api/answers/:id/comments",
    { schema: { params: numericIdParamSchema, body: commentBodySchema, response: { 201: postedCommentSchema } }, config: { visibleWrite: true, privileges: ["comment-everywhere"] } },
    async (request, reply) => {
      const user = requireUser(request);
      const answer = await loadVisibleAnswer(db, user, request.params.id);
      authorize(user, "comment", "answer", answer);
      // One's own answers, and answers to one's own question, always take one's comments.
      if (answer.authorId !== user.id && answer.question.authorId !== user.id) await privileges.require(user, "comment-everywhere");
      return post(request, reply, user, { answer, question: answer.question }, request.body.content);
    },
  );

  // The question's own comments are on its page (embedded in its first HTML): cached for visitors with the page's tag.
  r.get(
    "/api/questions/:id/comments",
    {
      schema: { params: numericIdParamSchema, querystring: pageQuerySchema, response: { 200: commentPageSchema } },
      config: {
        publicCache: {
          tags: (request) => [questionTag((request.params as { id: string }).id)],
          overlay: (request) => (member, body) => overlayCommentPage(db, member, Number((request.params as { id: string }).id), body as Page<CommentItem>),
        },
      },
    },
    async (request) => {
      // Reviewers reach a staged question's page (the staging ground): its comments list (empty) too.
      const question = await readVisibleQuestion(db, await stagingViewer(request.user, privileges), request.params.id);
      return listComments(db, { answer: null, question }, { ...request.query, viewer: request.user });
    },
  );

  r.post(
    "/api/questions/:id/comments",
    { schema: { params: numericIdParamSchema, body: commentBodySchema, response: { 201: postedCommentSchema } }, config: { visibleWrite: true, privileges: ["comment-everywhere"] } },
    async (request, reply) => {
      const user = requireUser(request);
      const question = await loadVisibleQuestion(db, user, request.params.id);
      authorize(user, "comment", "question", question);
      if (question.authorId !== user.id) await privileges.require(user, "comment-everywhere");
      return post(request, reply, user, { answer: null, question }, request.body.content);
    },
  );

  // An edit is screened like a new comment (issue 20): a blocked word holds the published comment again.
  r.patch("/api/comments/:id", { schema: { params: numericIdParamSchema, body: commentBodySchema, response: { 200: postedCommentSchema } }, config: { visibleWrite: true } }, async (request) => {
    const user = requireUser(request);
    const comment = await loadVisibleComment(db, user, request.params.id);
    authorize(user, "edit", "comment", comment);
    const clean = cleanComment(request.body.content);
    // Screened before the transaction (the settings may be read from the database); staff are never screened.
    const screening = await moderation.screen(user, "", clean);
    const { item, held } = await db.transaction(async (tx) => {
      await auditStaffChange(tx, user, "comment", comment, "edit");
      return updateComment(tx, comment, clean, user, screening.status);
    });
    if (!held) return item;
    await moderation.hold("comment", comment.id, screening);
    return { ...item, ...heldReceipt(screening) };
  });

  // Upvotes only, like answers' votes a visible write: not on one's own comment, nor on a held one (docs/decisions/030-comment-votes.md).
  r.post(
    "/api/comments/:id/vote",
    { schema: { params: numericIdParamSchema, body: commentVoteBodySchema, response: { 200: commentVoteResultSchema } }, config: { visibleWrite: true, privileges: ["vote-up"] } },
    async (request) => {
      const user = requireUser(request);
      const comment = await loadVisibleComment(db, user, request.params.id);
      authorize(user, "vote", "comment", comment);
      if (request.body.value === 1) await privileges.require(user, "vote-up");
      return castVote(db, "comment", user.id, comment, request.body.value);
    },
  );

  r.delete("/api/comments/:id", { schema: { params: numericIdParamSchema, response: { 204: noContentSchema } } }, async (request, reply) => {
    const user = requireUser(request);
    const comment = await loadVisibleComment(db, user, request.params.id);
    authorize(user, "delete", "comment", comment);
    // Staff removing another's post: kept for the author's appeal, and the author is told (issue 25.6).
    const byStaff = comment.authorId !== user.id;
    await db.transaction(async (tx) => {
      if (byStaff) await keepRemovedPost(tx, "comment", comment.id, "guidelines", user.id);
      await deleteComment(tx, comment);
      await auditStaffChange(tx, user, "comment", comment, "delete");
    });
    if (byStaff) await notifier.postRemoved({ type: "comment", id: comment.id, authorId: comment.authorId, questionId: comment.questionId, title: null }, user.id, "guidelines");
    return reply.status(204).send();
  });
}
