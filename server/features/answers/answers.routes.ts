import type { FastifyInstance } from "fastify";
import { answerItemSchema, answerPageSchema, postedAnswerSchema, voteResultSchema } from "@shared/questions.responses";
import { noContentSchema } from "@shared/responses";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { numericIdParamSchema } from "@shared/ids";
import { answerBodySchema, pageQuerySchema, voteBodySchema } from "@shared/questions";
import type { Db } from "../../db/client";
import { badRequest, forbidden, notFound } from "../../errors";
import { htmlToPlainText, sanitizeHtml } from "../../html";
import { requireUser } from "../../plugins/sessions";
import { canModify, canVote } from "../content.policy";
import { isStaff } from "../admin/admin.policy";
import { heldReceipt, type Moderation } from "../moderation/moderation";
import type { Notifier } from "../notifications/notifier";
import { findQuestionRow } from "../questions/questions.queries";
import { createAnswer, deleteAnswer, findAnswerRow, listAnswers, presentAnswers, updateAnswer, voteOnAnswer } from "./answers.queries";

const ANSWER_NOT_FOUND = "Answer not found";

/** Sanitised answer HTML; an answer with no text (only empty tags) is refused. */
function cleanAnswer(content: string): string {
  const clean = sanitizeHtml(content);
  if (!htmlToPlainText(clean) && !clean.includes("<img")) throw badRequest("Please write an answer.", "content");
  return clean;
}

/** Answers: list best first, write, edit, delete, vote. */
export async function answersRoutes(app: FastifyInstance, { db, moderation, notifier }: { db: Db; moderation: Moderation; notifier: Notifier }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const loadAnswer = async (id: number) => {
    const answer = await findAnswerRow(db, id);
    if (!answer) throw notFound(ANSWER_NOT_FOUND);
    return answer;
  };

  r.get(
    "/api/questions/:id/answers",
    { schema: { params: numericIdParamSchema, querystring: pageQuerySchema, response: { 200: answerPageSchema } } },
    async (request) => {
      if (!(await findQuestionRow(db, request.params.id))) throw notFound("Question not found");
      return listAnswers(db, request.params.id, { ...request.query, viewerId: request.user?.id ?? null, includeHeld: isStaff(request.user) });
    },
  );

  r.post(
    "/api/questions/:id/answers",
    { schema: { params: numericIdParamSchema, body: answerBodySchema, response: { 201: postedAnswerSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const question = await findQuestionRow(db, request.params.id);
      if (!question) throw notFound("Question not found");
      const content = cleanAnswer(request.body.content);
      const screening = await moderation.screen(user, "", content);
      const row = await createAnswer(db, request.params.id, user.id, content, screening.status);
      await moderation.hold("answer", row.id, screening);
      if (screening.status === "published") await notifier.answered(question, row);
      return reply.status(201).send({ ...(await presentAnswers(db, [row], user.id))[0]!, ...heldReceipt(screening) });
    },
  );

  r.patch("/api/answers/:id", { schema: { params: numericIdParamSchema, body: answerBodySchema, response: { 200: answerItemSchema } } }, async (request) => {
    const user = requireUser(request);
    const answer = await loadAnswer(request.params.id);
    if (!canModify(user, answer)) throw forbidden("You can only edit your own answers");
    const row = await updateAnswer(db, answer.id, cleanAnswer(request.body.content));
    return (await presentAnswers(db, [row], user.id))[0]!;
  });

  r.delete("/api/answers/:id", { schema: { params: numericIdParamSchema, response: { 204: noContentSchema } } }, async (request, reply) => {
    const user = requireUser(request);
    const answer = await loadAnswer(request.params.id);
    if (!canModify(user, answer)) throw forbidden("You can only delete your own answers");
    await deleteAnswer(db, answer);
    return reply.status(204).send();
  });

  r.post("/api/answers/:id/vote", { schema: { params: numericIdParamSchema, body: voteBodySchema, response: { 200: voteResultSchema } } }, async (request) => {
    const user = requireUser(request);
    const answer = await loadAnswer(request.params.id);
    if (!canVote(user, answer)) throw forbidden("You cannot vote on your own answer");
    const result = await voteOnAnswer(db, user.id, answer.id, request.body.value);
    if (request.body.value === 1) await notifier.answerUpvoted(user.id, answer);
    return result;
  });
}
