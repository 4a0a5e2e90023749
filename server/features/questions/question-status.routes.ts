import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { numericIdParamSchema } from "@shared/ids";
import { closeQuestionSchema } from "@shared/question-status";
import { acceptanceSchema, questionDetailSchema } from "@shared/questions.responses";
import type { Db } from "../../db/client";
import { AppError, badRequest, conflict } from "../../errors";
import { ERROR_IDS } from "@shared/errors";
import { requireUser } from "../../plugins/sessions";
import { authorize } from "../../policy/abilities";
import { EVERYONE, findVisibleQuestion, loadVisibleAnswer, loadVisibleQuestion } from "../../policy/visibility";
import { loadQuestionDetailData } from "../../content/question-summaries";
import { presentQuestion } from "../../content/question.presenter";
import { isStaff } from "../../policy/staff";
import { recordAudit } from "../../services/audit";
import type { Notifier } from "../../services/notifier";
import type { PrivilegeGate } from "../../policy/privileges";
import { acceptAnswer, unacceptAnswer } from "./question-status.queries";
import { closeQuestion, reopenQuestion } from "../../content/question-closing";

/** Said when the asker tries to accept an answer that auto-moderation holds. */
const HELD_ACCEPT = "Held answers cannot be accepted until a moderator publishes them";

/**
 * A question's status (docs/decisions/023-accepted-answers-and-closing.md): its asker
 * accepts one answer; moderators and admins close it (no new answers) and reopen it.
 */
export async function questionStatusRoutes(app: FastifyInstance, { db, notifier, privileges }: { db: Db; notifier: Notifier; privileges: PrivilegeGate }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const [method, accept] of [["POST", true], ["DELETE", false]] as const) {
    r.route({
      method,
      url: "/api/answers/:id/accept",
      schema: { params: numericIdParamSchema, response: { 200: acceptanceSchema } },
      // Marking an answer accepted is shown to everyone: an unverified asker is asked to verify first.
      config: { visibleWrite: true },
      handler: async (request) => {
        const user = requireUser(request);
        const answer = await loadVisibleAnswer(db, user, request.params.id);
        authorize(user, "accept", "question", answer.question);
        if (!accept) return { questionId: answer.questionId, acceptedAnswerId: await unacceptAnswer(db, answer.questionId, answer.id) };
        if (answer.status !== "published") throw new AppError(403, ERROR_IDS.forbidden, HELD_ACCEPT);
        const { before, moves } = await acceptAnswer(db, answer.questionId, answer.id);
        if (before !== answer.id) await notifier.answerAccepted(user.id, answer);
        if (moves.length) await notifier.privilegesGained(moves, await privileges.thresholds());
        return { questionId: answer.questionId, acceptedAnswerId: answer.id };
      },
    });
  }

  r.post(
    "/api/questions/:id/close",
    { schema: { params: numericIdParamSchema, body: closeQuestionSchema, response: { 200: questionDetailSchema } }, config: { visibleWrite: true } },
    async (request) => {
      const user = requireUser(request);
      const question = await loadVisibleQuestion(db, user, request.params.id);
      if (isStaff(user) && question.closedReason) throw conflict("This question is already closed");
      authorize(user, "close", "question", question);
      const { reason } = request.body;
      const duplicateOfId = reason === "duplicate" ? request.body.duplicateOfId! : null;
      if (duplicateOfId !== null) {
        if (duplicateOfId === question.id) throw badRequest("A question cannot be a duplicate of itself", "duplicateOfId");
        const original = await findVisibleQuestion(db, EVERYONE, duplicateOfId);
        if (!original) throw badRequest(`There is no published question #${duplicateOfId}`, "duplicateOfId");
        if (original.closedReason === "duplicate") {
          throw badRequest(`Question #${duplicateOfId} is itself closed as a duplicate: choose the question it duplicates`, "duplicateOfId");
        }
      }
      const closed = await db.transaction(async (tx) => {
        const row = await closeQuestion(tx, question.id, user.id, reason, duplicateOfId);
        if (row) await recordAudit(tx, user, "question.close", { type: "question", id: question.id }, { authorId: question.authorId, reason, duplicateOfId });
        return row;
      });
      if (!closed) throw conflict("This question is already closed");
      return presentQuestion(closed, await loadQuestionDetailData(db, closed, user), user);
    },
  );

  r.post("/api/questions/:id/reopen", { schema: { params: numericIdParamSchema, response: { 200: questionDetailSchema } }, config: { visibleWrite: true } }, async (request) => {
    const user = requireUser(request);
    const question = await loadVisibleQuestion(db, user, request.params.id);
    if (isStaff(user) && !question.closedReason) throw conflict("This question is not closed");
    authorize(user, "reopen", "question", question);
    const reopened = await db.transaction(async (tx) => {
      const row = await reopenQuestion(tx, question, user.id);
      if (row) await recordAudit(tx, user, "question.reopen", { type: "question", id: question.id }, { authorId: question.authorId, reason: question.closedReason });
      return row;
    });
    if (!reopened) throw conflict("This question is not closed");
    return presentQuestion(reopened, await loadQuestionDetailData(db, reopened, user), user);
  });
}
