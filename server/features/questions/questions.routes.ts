import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { numericIdParamSchema } from "@shared/ids";
import {
  assistBodySchema,
  createQuestionSchema,
  feedQuerySchema,
  similarQuerySchema,
  topicQuestionsQuerySchema,
  trendingQuerySchema,
  updateQuestionSchema,
  voteBodySchema,
} from "@shared/questions";
import {
  askedQuestionSchema,
  assistResultSchema,
  questionDetailSchema,
  questionFollowSchema,
  questionHiddenSchema,
  questionPageSchema,
  similarQuestionSchema,
  viewCountedSchema,
  trendingPageSchema,
  voteResultSchema,
} from "@shared/questions.responses";
import { noContentSchema } from "@shared/responses";
import { z } from "zod";
import type { Db } from "../../db/client";
import { forbidden, notFound } from "../../errors";
import { sanitizeHtml } from "../../html";
import { requireUser } from "../../plugins/sessions";
import { canModify, canSeeContent, canVote } from "../content.policy";
import type { Moderation } from "../moderation/moderation";
import { findTopic, listTopics } from "../topics/topics.queries";
import type { Notifier } from "../notifications/notifier";
import { askQuestion } from "./ask";
import { assistQuestion } from "./assist";
import {
  deleteQuestion,
  findQuestionRow,
  findSimilarQuestions,
  getQuestionDetail,
  listFollowingQuestions,
  listForYouQuestions,
  listRecentQuestions,
  listTopicQuestions,
  listTrendingQuestions,
  recordView,
  setQuestionFollow,
  setQuestionHidden,
  updateQuestion,
  voteOnQuestion,
} from "./questions.queries";

export const QUESTION_NOT_FOUND = "Question not found";

/** Who is viewing, for counting a view once per visitor per hour. */
function viewerKey(request: FastifyRequest): string {
  if (request.user) return `u:${request.user.id}`;
  return `v:${createHash("sha256").update(`${request.ip}|${request.headers["user-agent"] ?? ""}`).digest("base64url").slice(0, 32)}`;
}

/** Questions: feeds, the question page, asking, editing, voting, following, hiding. */
export async function questionsRoutes(app: FastifyInstance, { db, moderation, notifier }: { db: Db; moderation: Moderation; notifier: Notifier }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const loadQuestion = async (id: number) => {
    const question = await findQuestionRow(db, id);
    if (!question) throw notFound(QUESTION_NOT_FOUND);
    return question;
  };

  r.get("/api/questions", { schema: { querystring: feedQuerySchema, response: { 200: questionPageSchema } } }, async (request) => {
    const { tab, ...page } = request.query;
    if (tab === "recent") return listRecentQuestions(db, { ...page, viewerId: request.user?.id });
    const user = requireUser(request);
    const options = { ...page, viewerId: user.id };
    return tab === "following" ? listFollowingQuestions(db, user.id, options) : listForYouQuestions(db, user.id, options);
  });

  r.get("/api/questions/trending", { schema: { querystring: trendingQuerySchema, response: { 200: trendingPageSchema } } }, async (request) => {
    const { period, ...page } = request.query;
    return listTrendingQuestions(db, period, { ...page, viewerId: request.user?.id });
  });

  r.get("/api/questions/similar", { schema: { querystring: similarQuerySchema, response: { 200: z.array(similarQuestionSchema) } } }, async (request) =>
    findSimilarQuestions(db, request.query.q),
  );

  r.post("/api/questions/assist", { schema: { body: assistBodySchema, response: { 200: assistResultSchema } } }, async (request) => {
    requireUser(request);
    const [similar, topics] = await Promise.all([findSimilarQuestions(db, request.body.title, 3), listTopics(db)]);
    return assistQuestion(request.body, { similar, topics });
  });

  r.get(
    "/api/topics/:id/questions",
    { schema: { params: numericIdParamSchema, querystring: topicQuestionsQuerySchema, response: { 200: questionPageSchema } } },
    async (request) => {
      if (!(await findTopic(db, request.params.id))) throw notFound("Topic not found");
      const { sort, ...page } = request.query;
      return listTopicQuestions(db, request.params.id, sort, { ...page, viewerId: request.user?.id });
    },
  );

  r.post("/api/questions", { schema: { body: createQuestionSchema, response: { 201: askedQuestionSchema } } }, async (request, reply) => {
    const user = requireUser(request);
    return reply.status(201).send(await askQuestion(db, moderation, user, request.body));
  });

  r.get("/api/questions/:id", { schema: { params: numericIdParamSchema, response: { 200: questionDetailSchema } } }, async (request) => {
    const question = await getQuestionDetail(db, request.params.id, request.user?.id ?? null);
    const status = question?.held ? "held" : "published";
    if (!question || !canSeeContent(request.user, { authorId: question.author?.id ?? null, status })) throw notFound(QUESTION_NOT_FOUND);
    return question;
  });

  r.post("/api/questions/:id/views", { schema: { params: numericIdParamSchema, response: { 200: viewCountedSchema } } }, async (request) => {
    await loadQuestion(request.params.id);
    return { counted: await recordView(db, request.params.id, viewerKey(request)) };
  });

  r.patch("/api/questions/:id", { schema: { params: numericIdParamSchema, body: updateQuestionSchema, response: { 200: questionDetailSchema } } }, async (request) => {
    const user = requireUser(request);
    const question = await loadQuestion(request.params.id);
    if (!canModify(user, question)) throw forbidden("You can only edit your own questions");
    const { content, ...rest } = request.body;
    await updateQuestion(db, question.id, { ...rest, ...(content !== undefined ? { content: sanitizeHtml(content) } : {}) });
    const updated = await getQuestionDetail(db, question.id, user.id);
    if (!updated) throw notFound(QUESTION_NOT_FOUND);
    return updated;
  });

  r.delete("/api/questions/:id", { schema: { params: numericIdParamSchema, response: { 204: noContentSchema } } }, async (request, reply) => {
    const user = requireUser(request);
    const question = await loadQuestion(request.params.id);
    if (!canModify(user, question)) throw forbidden("You can only delete your own questions");
    await deleteQuestion(db, question.id);
    return reply.status(204).send();
  });

  r.post("/api/questions/:id/vote", { schema: { params: numericIdParamSchema, body: voteBodySchema, response: { 200: voteResultSchema } } }, async (request) => {
    const user = requireUser(request);
    const question = await loadQuestion(request.params.id);
    if (!canVote(user, question)) throw forbidden("You cannot vote on your own question");
    const result = await voteOnQuestion(db, user.id, question.id, request.body.value);
    if (request.body.value === 1) await notifier.questionUpvoted(user.id, question);
    return result;
  });

  for (const [method, on] of [["POST", true], ["DELETE", false]] as const) {
    r.route({
      method,
      url: "/api/questions/:id/follow",
      schema: { params: numericIdParamSchema, response: { 200: questionFollowSchema } },
      handler: async (request) => {
        const user = requireUser(request);
        await loadQuestion(request.params.id);
        return setQuestionFollow(db, user.id, request.params.id, on);
      },
    });
    r.route({
      method,
      url: "/api/questions/:id/hide",
      schema: { params: numericIdParamSchema, response: { 200: questionHiddenSchema } },
      handler: async (request) => {
        const user = requireUser(request);
        await loadQuestion(request.params.id);
        return setQuestionHidden(db, user.id, request.params.id, on);
      },
    });
  }
}
