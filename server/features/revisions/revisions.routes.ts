import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { eq } from "drizzle-orm";
import { numericIdParamSchema } from "@shared/ids";
import { askedQuestionSchema, postedAnswerSchema } from "@shared/questions.responses";
import { revisionParamsSchema } from "@shared/revisions";
import { revisionListSchema } from "@shared/revisions.responses";
import { addCacheTags } from "../../cache/http-cache";
import { answerTag, questionTag } from "../../cache/tags";
import { getAnswerItem } from "../../content/answer-items";
import { findQuestionRow } from "../../content/lifecycle";
import { loadQuestionDetailData } from "../../content/question-summaries";
import { presentQuestion } from "../../content/question.presenter";
import { listAnswerRevisions, listQuestionRevisions, rollbackAnswer, rollbackQuestion } from "../../content/revisions";
import type { Db } from "../../db/client";
import { questions } from "../../db/schema/content";
import { notFound } from "../../errors";
import { requireUser } from "../../plugins/sessions";
import { answerAbilities, authorize, questionAbilities } from "../../policy/abilities";
import { loadVisibleAnswer, loadVisibleQuestion, QUESTION_NOT_FOUND } from "../../policy/visibility";
import { heldReceipt, type Moderation } from "../../content/moderation";

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/**
 * Revisions (docs/decisions/024-revisions.md): every version of a question or answer, newest
 * first, to whoever may see the post; rollback by its author or staff, itself a new revision
 * through the one edit path (content/revisions.ts).
 */
export async function revisionsRoutes(app: FastifyInstance, { db, moderation }: { db: Db; moderation: Moderation }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Visitors' answers are cached until the question (or a revision of it) changes; members
  // get their own (canRollback is theirs).
  r.get(
    "/api/questions/:id/revisions",
    { schema: { params: numericIdParamSchema, response: { 200: revisionListSchema } }, config: { publicCache: { tags: (request) => [questionTag(idOf(request))] } } },
    async (request) => {
      const question = await loadVisibleQuestion(db, request.user, request.params.id);
      return {
        kind: "question" as const,
        id: question.id,
        questionId: question.id,
        questionTitle: question.title,
        canRollback: questionAbilities(request.user, question).edit,
        items: await listQuestionRevisions(db, question),
      };
    },
  );

  r.get(
    "/api/answers/:id/revisions",
    { schema: { params: numericIdParamSchema, response: { 200: revisionListSchema } }, config: { publicCache: { tags: (request) => [answerTag(idOf(request))] } } },
    async (request) => {
      const answer = await loadVisibleAnswer(db, request.user, request.params.id);
      // The answer is visible only while its question is: the question's changes count too.
      addCacheTags(request, [questionTag(answer.questionId)]);
      const [[question], items] = await Promise.all([
        db.select({ title: questions.title }).from(questions).where(eq(questions.id, answer.questionId)),
        listAnswerRevisions(db, answer),
      ]);
      return {
        kind: "answer" as const,
        id: answer.id,
        questionId: answer.questionId,
        questionTitle: question?.title ?? "",
        canRollback: answerAbilities(request.user, answer).edit,
        items,
      };
    },
  );

  r.post(
    "/api/questions/:id/revisions/:n/rollback",
    { schema: { params: revisionParamsSchema, response: { 200: askedQuestionSchema } }, config: { visibleWrite: true } },
    async (request) => {
      const user = requireUser(request);
      const question = await loadVisibleQuestion(db, user, request.params.id);
      authorize(user, "edit", "question", question);
      const { screening } = await rollbackQuestion(db, moderation, user, question, request.params.n);
      const updated = await findQuestionRow(db, question.id);
      if (!updated) throw notFound(QUESTION_NOT_FOUND);
      return { ...(presentQuestion(updated, await loadQuestionDetailData(db, updated, user), user)), ...heldReceipt(screening) };
    },
  );

  r.post(
    "/api/answers/:id/revisions/:n/rollback",
    { schema: { params: revisionParamsSchema, response: { 200: postedAnswerSchema } }, config: { visibleWrite: true } },
    async (request) => {
      const user = requireUser(request);
      const answer = await loadVisibleAnswer(db, user, request.params.id);
      authorize(user, "edit", "answer", answer);
      const { screening } = await rollbackAnswer(db, moderation, user, answer, request.params.n);
      return { ...(await getAnswerItem(db, answer.id, user)), ...heldReceipt(screening) };
    },
  );
}
