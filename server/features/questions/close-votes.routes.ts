import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { numericIdParamSchema } from "@shared/ids";
import { closeQuestionSchema } from "@shared/question-status";
import { questionDetailSchema } from "@shared/questions.responses";
import type { Db } from "../../db/client";
import { badRequest, conflict } from "../../errors";
import { requireUser } from "../../plugins/sessions";
import { authorize } from "../../policy/abilities";
import type { PrivilegeGate } from "../../policy/privileges";
import { EVERYONE, findVisibleQuestion, loadVisibleQuestion } from "../../policy/visibility";
import { loadQuestionDetailData } from "../../content/question-summaries";
import { presentQuestion } from "../../content/question.presenter";
import { recordAudit } from "../../services/audit";
import type { Notifier } from "../../services/notifier";
import { castCloseVote, retractCloseVote } from "./close-votes.queries";

/**
 * Close and reopen votes (issue 25, point 1): members with the close-votes privilege vote, and
 * the vote that reaches the site's number closes (or reopens) the question; staff close and
 * reopen at once (question-status.routes.ts). The asker may always vote to reopen their own
 * question once they have edited it after it closed. Each answer is the question as its page shows it.
 */
export async function closeVotesRoutes(app: FastifyInstance, { db, notifier, privileges }: { db: Db; notifier: Notifier; privileges: PrivilegeGate }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const detail = async (questionId: number, user: Parameters<typeof loadQuestionDetailData>[2]) => {
    const row = await loadVisibleQuestion(db, user, questionId);
    return presentQuestion(row, await loadQuestionDetailData(db, row, user), user);
  };

  r.post(
    "/api/questions/:id/close-votes",
    { schema: { params: numericIdParamSchema, body: closeQuestionSchema, response: { 200: questionDetailSchema } }, config: { visibleWrite: true, privileges: ["close-votes"] } },
    async (request) => {
      const user = requireUser(request);
      const question = await loadVisibleQuestion(db, user, request.params.id);
      if (question.closedReason) throw conflict("This question is already closed");
      authorize(user, "closeVote", "question", question);
      await privileges.require(user, "close-votes");
      const { reason } = request.body;
      const duplicateOfId = reason === "duplicate" ? request.body.duplicateOfId! : null;
      if (duplicateOfId !== null) {
        if (duplicateOfId === question.id) throw badRequest("A question cannot be a duplicate of itself", "duplicateOfId");
        const original = await findVisibleQuestion(db, EVERYONE, duplicateOfId);
        if (!original) throw badRequest(`There is no published question #${duplicateOfId}`, "duplicateOfId");
        if (original.closedReason === "duplicate") throw badRequest(`Question #${duplicateOfId} is itself closed as a duplicate: choose the question it duplicates`, "duplicateOfId");
      }
      const outcome = await castCloseVote(db, question.id, user.id, { kind: "close", reason, duplicateOfId });
      if (outcome.applied) {
        await recordAudit(db, user, "question.close", { type: "question", id: question.id }, { authorId: question.authorId, reason: outcome.applied.reason, byVotes: outcome.applied.voters });
        await notifier.questionClosedByVotes(question, user.id, outcome.applied.reason!);
      }
      return detail(question.id, user);
    },
  );

  r.post(
    "/api/questions/:id/reopen-votes",
    { schema: { params: numericIdParamSchema, response: { 200: questionDetailSchema } }, config: { visibleWrite: true, privileges: ["close-votes"] } },
    async (request) => {
      const user = requireUser(request);
      const question = await loadVisibleQuestion(db, user, request.params.id);
      if (!question.closedReason) throw conflict("This question is not closed");
      authorize(user, "reopenVote", "question", question);
      // The asker who edited their question since it closed may ask for it back without the privilege.
      const editedSinceClosed = question.authorId === user.id && question.editedAt !== null && question.closedAt !== null && question.editedAt > question.closedAt;
      if (!editedSinceClosed) await privileges.require(user, "close-votes");
      const outcome = await castCloseVote(db, question.id, user.id, { kind: "reopen" });
      if (outcome.applied) await recordAudit(db, user, "question.reopen", { type: "question", id: question.id }, { authorId: question.authorId, byVotes: outcome.applied.voters });
      return detail(question.id, user);
    },
  );

  for (const kind of ["close", "reopen"] as const) {
    r.delete(`/api/questions/:id/${kind}-votes`, { schema: { params: numericIdParamSchema, response: { 200: questionDetailSchema } }, config: { visibleWrite: true } }, async (request) => {
      const user = requireUser(request);
      const question = await loadVisibleQuestion(db, user, request.params.id);
      // Taking a vote back needs no privilege (one may have been lost since).
      // 409, not 404: the question is there (404 would say it is hidden); the vote is not.
      if (!(await retractCloseVote(db, question.id, user.id, kind))) throw conflict(`You have no open vote to ${kind} this question`);
      return detail(question.id, user);
    });
  }
}
