import type { PrivilegeGate } from "../../policy/privileges";
import type { FastifyInstance } from "fastify";
import { answerPageSchema, postedAnswerSchema, voteResultSchema } from "@shared/questions.responses";
import { noContentSchema } from "@shared/responses";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AnswerItem, Page } from "@shared/questions";
import { questionTag } from "../../cache/tags";
import { overlayAnswerPage } from "../../content/overlays";
import { numericIdParamSchema } from "@shared/ids";
import { answerBodySchema, answersQuerySchema, updateAnswerSchema, voteBodySchema } from "@shared/questions";
import type { Db } from "../../db/client";
import { requireUser } from "../../plugins/sessions";
import { auditStaffChange } from "../../services/audit";
import { keepRemovedPost } from "../../content/removed-posts";
import { allows, authorize } from "../../policy/abilities";
import { loadVisibleAnswer, readVisibleQuestion } from "../../policy/visibility";
import { stagingViewer } from "../../content/staging";
import { heldReceipt, type Moderation } from "../../content/moderation";
import type { Notifier } from "../../services/notifier";
import { castVote } from "../../content/votes";
import { answerPoster } from "./answer-posting";
import { cleanAnswerHtml, editAnswer } from "../../content/revisions";
import { suggestedEditCreatedSchema } from "@shared/suggested-edits";
import { SUGGESTION_RECEIVED, suggestAnswerEdit } from "../../content/suggested-edits";
import { deleteAnswer } from "../../content/lifecycle";
import { getAnswerItem, listAnswers } from "../../content/answer-items";
import { presentNewAnswer } from "../../content/answer.presenter";

/** Answers: list best first, write, edit, delete, vote. */
export async function answersRoutes(
  app: FastifyInstance,
  { db, moderation, notifier, flush, privileges }: { db: Db; moderation: Moderation; notifier: Notifier; flush: () => Promise<void>; privileges: PrivilegeGate },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Group commit: answers posted at the same moment share their statements (decision 035).
  const postAnswer = answerPoster({ db, moderation, notifier, flush });

  r.get(
    "/api/questions/:id/answers",
    {
      schema: { params: numericIdParamSchema, querystring: answersQuerySchema, response: { 200: answerPageSchema } },
      config: {
        // Kept per URL, so each order (?sort=) is its own entry, all dropped by the question's tag.
        publicCache: {
          tags: (request) => [questionTag((request.params as { id: string }).id)],
          overlay: (request) => (member, body) => overlayAnswerPage(db, member, Number((request.params as { id: string }).id), body as Page<AnswerItem>),
        },
      },
    },
    async (request) => {
      // Reviewers reach a staged question's page (the staging ground): its answers list (empty) too.
      const question = await readVisibleQuestion(db, await stagingViewer(request.user, privileges), request.params.id);
      return listAnswers(db, question.id, { ...request.query, viewer: request.user });
    },
  );

  r.post(
    "/api/questions/:id/answers",
    { schema: { params: numericIdParamSchema, body: answerBodySchema, response: { 201: postedAnswerSchema } }, config: { visibleWrite: true } },
    async (request, reply) => {
      const user = requireUser(request);
      const { row, question, screening } = await postAnswer({ user, questionId: request.params.id, content: request.body.content });
      request.writesFlushed = true;
      return reply.status(201).send({ ...presentNewAnswer(row, user, question), ...heldReceipt(screening) });
    },
  );

  // Edits keep a revision (content/revisions.ts); staff editing someone else's are audited there.
  // Another member's edit is a suggested edit (202) unless they have edit-freely (issue 25).
  r.patch(
    "/api/answers/:id",
    { schema: { params: numericIdParamSchema, body: updateAnswerSchema, response: { 200: postedAnswerSchema, 202: suggestedEditCreatedSchema } }, config: { visibleWrite: true } },
    async (request, reply) => {
    const user = requireUser(request);
    const answer = await loadVisibleAnswer(db, user, request.params.id);
    if (!allows(user, "edit", "answer", answer)) {
      authorize(user, "suggestEdit", "answer", answer);
      if (!(await privileges.has(user, "edit-freely"))) {
        const suggestedEditId = await suggestAnswerEdit(db, user.id, answer, { content: cleanAnswerHtml(request.body.content), editSummary: request.body.editSummary });
        return reply.status(202).send({ suggestedEditId, message: SUGGESTION_RECEIVED });
      }
    }
    const { screening } = await editAnswer(db, moderation, user, answer, request.body);
    return { ...(await getAnswerItem(db, answer.id, user)), ...heldReceipt(screening) };
    },
  );

  r.delete("/api/answers/:id", { schema: { params: numericIdParamSchema, response: { 204: noContentSchema } } }, async (request, reply) => {
    const user = requireUser(request);
    const answer = await loadVisibleAnswer(db, user, request.params.id);
    authorize(user, "delete", "answer", answer);
    // Staff removing another's post: kept for the author's appeal, and the author is told (issue 25.6).
    const byStaff = answer.authorId !== user.id;
    await db.transaction(async (tx) => {
      if (byStaff) await keepRemovedPost(tx, "answer", answer.id, "guidelines", user.id);
      await deleteAnswer(tx, answer);
      await auditStaffChange(tx, user, "answer", answer, "delete");
    });
    if (byStaff) await notifier.postRemoved({ type: "answer", id: answer.id, authorId: answer.authorId, questionId: answer.questionId, title: null }, user.id, "guidelines");
    return reply.status(204).send();
  });

  r.post("/api/answers/:id/vote", { schema: { params: numericIdParamSchema, body: voteBodySchema, response: { 200: voteResultSchema } }, config: { visibleWrite: true, privileges: ["vote-up", "vote-down"] } }, async (request) => {
    const user = requireUser(request);
    const answer = await loadVisibleAnswer(db, user, request.params.id);
    authorize(user, "vote", "answer", answer);
    // Taking a vote back needs no privilege.
    if (request.body.value !== 0) await privileges.require(user, request.body.value === 1 ? "vote-up" : "vote-down");
    const result = await castVote(db, "answer", user.id, answer, request.body.value);
    if (request.body.value === 1) await notifier.answerUpvoted(user.id, answer);
    if (result.reputationMoves?.length) await notifier.privilegesGained(result.reputationMoves, await privileges.thresholds());
    return result;
  });
}
