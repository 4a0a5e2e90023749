import type { PrivilegeGate } from "../../policy/privileges";
import type { FastifyInstance } from "fastify";
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
import { notFound } from "../../errors";
import { viewerKey } from "../../lib/viewer";
import type { ViewCounts } from "./view-counts";
import { requireUser } from "../../plugins/sessions";
import { allows, authorize } from "../../policy/abilities";
import { suggestedEditCreatedSchema } from "@shared/suggested-edits";
import { SUGGESTION_RECEIVED, suggestQuestionEdit } from "../../content/suggested-edits";
import { loadVisibleQuestion, QUESTION_NOT_FOUND, readVisibleQuestion } from "../../policy/visibility";
import { heldReceipt, type Moderation } from "../../content/moderation";
import type { Notifier } from "../../services/notifier";
import { auditStaffChange } from "../../services/audit";
import { keepRemovedPost } from "../../content/removed-posts";
import { askQuestion } from "../../content/ask";
import { loadStaging, stagingViewer } from "../../content/staging";
import type { SettingsStore } from "../../services/site-settings";
import { assistQuestion } from "./assist";
import { getQuestionDetail, loadQuestionDetailData } from "../../content/question-summaries";
import { presentQuestion } from "../../content/question.presenter";
import { findSimilarQuestions, listFollowingQuestions, listForYouQuestions, listRecentQuestions, listTopicQuestions, listTrendingQuestions, recordView, setQuestionFollow, setQuestionHidden } from "./questions.queries";
import { castVote } from "../../content/votes";
import { cleanQuestionHtml, editQuestion } from "../../content/revisions";
import { findTopic, listTopics } from "../../content/topics";
import { deleteQuestion } from "../../content/lifecycle";
import { overlayQuestionDetail, overlayQuestionPage } from "../../content/overlays";
import { LISTS, questionTag } from "../../cache/tags";
import type { Overlay, PublicCacheRule } from "../../cache/http-cache";
import type { Page, QuestionDetail, QuestionSummary } from "@shared/questions";


/** Questions: feeds, the question page, asking, editing, voting, following, hiding. */
export async function questionsRoutes(
  app: FastifyInstance,
  { db, moderation, notifier, viewCounts, privileges, settings }: { db: Db; moderation: Moderation; notifier: Notifier; viewCounts: ViewCounts; privileges: PrivilegeGate; settings: SettingsStore },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const overQuestionPage: Overlay = (member, body) => overlayQuestionPage(db, member, body as Page<QuestionSummary>);
  /** A public list of questions: cached for visitors, with each member's own data laid over it. */
  const questionList = (maxAgeSeconds?: number): PublicCacheRule => ({ tags: () => [LISTS], maxAgeSeconds, overlay: () => overQuestionPage });

  r.get("/api/questions", {
    schema: { querystring: feedQuerySchema, response: { 200: questionPageSchema } },
    // Only Recent is the same for everyone; For You and Following are each member's own.
    config: {
      publicCache: { ...questionList(), overlay: (request) => (["recent", undefined].includes((request.query as { tab?: string }).tab) ? overQuestionPage : null) },
      // For You and Following: lists chosen by what the member follows and hides (their own, `mine:`).
      memberCache: { tags: () => [LISTS] },
    },
  }, async (request) => {
    const { tab, ...page } = request.query;
    if (tab === "recent") return listRecentQuestions(db, { ...page, viewer: request.user });
    const user = requireUser(request);
    const options = { ...page, viewer: user };
    return tab === "following" ? listFollowingQuestions(db, user.id, options) : listForYouQuestions(db, user.id, options);
  });

  // Trending windows move with the clock alone: kept a minute at most.
  r.get("/api/questions/trending", { schema: { querystring: trendingQuerySchema, response: { 200: trendingPageSchema } }, config: { publicCache: questionList(60) } }, async (request) => {
    const { period, ...page } = request.query;
    return listTrendingQuestions(db, period, { ...page, viewer: request.user });
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
    { schema: { params: numericIdParamSchema, querystring: topicQuestionsQuerySchema, response: { 200: questionPageSchema } }, config: { publicCache: questionList() } },
    async (request) => {
      if (!(await findTopic(db, request.params.id))) throw notFound("Topic not found");
      const { sort, ...page } = request.query;
      return listTopicQuestions(db, request.params.id, sort, { ...page, viewer: request.user });
    },
  );

  r.post("/api/questions", { schema: { body: createQuestionSchema, response: { 201: askedQuestionSchema } }, config: { visibleWrite: true } }, async (request, reply) => {
    const user = requireUser(request);
    return reply.status(201).send(await askQuestion(db, moderation, user, request.body, { stagingGround: (await settings.get()).stagingGround }));
  });

  r.get("/api/questions/:id", {
    schema: { params: numericIdParamSchema, response: { 200: questionDetailSchema } },
    config: {
      publicCache: {
        tags: (request) => [questionTag((request.params as { id: string }).id)],
        overlay: () => (member, body) => overlayQuestionDetail(db, member, body as QuestionDetail),
      },
    },
  }, async (request) => {
    // Reviewers see staged questions (the staging ground, issue 25.4) on this page too.
    const viewer = await stagingViewer(request.user, privileges);
    const question = await readVisibleQuestion(db, viewer, request.params.id);
    const detail = presentQuestion(question, await loadQuestionDetailData(db, question, viewer), viewer);
    return question.status === "staged" ? { ...detail, staging: await loadStaging(db, question, viewer) } : detail;
  });

  r.post("/api/questions/:id/views", { schema: { params: numericIdParamSchema, response: { 200: viewCountedSchema } } }, async (request) => {
    const question = await loadVisibleQuestion(db, request.user, request.params.id);
    // The asker reading their own question is no reach (the composer opens it after posting).
    if (request.user && question.authorId === request.user.id) return { counted: false };
    // `counted` is final (this viewer's view is stored for the hour, in the database every
    // process shares); view_count shows it after the next flush (view-counts.ts).
    const counted = await recordView(db, question.id, viewerKey(request));
    if (counted) viewCounts.add(question.id);
    return { counted };
  });

  // Edits keep a revision (content/revisions.ts); staff editing someone else's are audited there.
  // Another member's edit is a suggested edit (202) unless they have edit-freely (issue 25).
  r.patch(
    "/api/questions/:id",
    { schema: { params: numericIdParamSchema, body: updateQuestionSchema, response: { 200: askedQuestionSchema, 202: suggestedEditCreatedSchema } }, config: { visibleWrite: true } },
    async (request, reply) => {
    const user = requireUser(request);
    const question = await loadVisibleQuestion(db, user, request.params.id);
    if (!allows(user, "edit", "question", question)) {
      authorize(user, "suggestEdit", "question", question);
      if (!(await privileges.has(user, "edit-freely"))) {
        const { content, ...rest } = request.body;
        const suggestedEditId = await suggestQuestionEdit(db, user.id, question, { ...rest, content: content === undefined ? undefined : cleanQuestionHtml(content) });
        return reply.status(202).send({ suggestedEditId, message: SUGGESTION_RECEIVED });
      }
    }
    const { screening } = await editQuestion(db, moderation, user, question, request.body);
    const updated = await getQuestionDetail(db, question.id, user);
    if (!updated) throw notFound(QUESTION_NOT_FOUND);
    return { ...updated, ...heldReceipt(screening) };
    },
  );

  r.delete("/api/questions/:id", { schema: { params: numericIdParamSchema, response: { 204: noContentSchema } } }, async (request, reply) => {
    const user = requireUser(request);
    const question = await loadVisibleQuestion(db, user, request.params.id);
    authorize(user, "delete", "question", question);
    // Staff removing another's post: kept for the author's appeal, and the author is told (issue 25.6).
    const byStaff = question.authorId !== user.id;
    await db.transaction(async (tx) => {
      if (byStaff) await keepRemovedPost(tx, "question", question.id, "guidelines", user.id);
      await deleteQuestion(tx, question.id);
      await auditStaffChange(tx, user, "question", question, "delete");
    });
    if (byStaff) await notifier.postRemoved({ type: "question", id: question.id, authorId: question.authorId, questionId: null, title: question.title }, user.id, "guidelines");
    return reply.status(204).send();
  });

  r.post("/api/questions/:id/vote", { schema: { params: numericIdParamSchema, body: voteBodySchema, response: { 200: voteResultSchema } }, config: { visibleWrite: true, privileges: ["vote-up", "vote-down"] } }, async (request) => {
    const user = requireUser(request);
    const question = await loadVisibleQuestion(db, user, request.params.id);
    authorize(user, "vote", "question", question);
    // Taking a vote back needs no privilege.
    if (request.body.value !== 0) await privileges.require(user, request.body.value === 1 ? "vote-up" : "vote-down");
    const result = await castVote(db, "question", user.id, { id: question.id, questionId: question.id, authorId: question.authorId }, request.body.value);
    if (request.body.value === 1) await notifier.questionUpvoted(user.id, question);
    if (result.reputationMoves?.length) await notifier.privilegesGained(result.reputationMoves, await privileges.thresholds());
    return result;
  });

  for (const [method, on] of [["POST", true], ["DELETE", false]] as const) {
    r.route({
      method,
      url: "/api/questions/:id/follow",
      schema: { params: numericIdParamSchema, response: { 200: questionFollowSchema } },
      handler: async (request) => {
        const user = requireUser(request);
        const question = await loadVisibleQuestion(db, user, request.params.id);
        authorize(user, "follow", "question", question);
        return setQuestionFollow(db, user.id, question.id, on);
      },
    });
    r.route({
      method,
      url: "/api/questions/:id/hide",
      schema: { params: numericIdParamSchema, response: { 200: questionHiddenSchema } },
      handler: async (request) => {
        const user = requireUser(request);
        const question = await loadVisibleQuestion(db, user, request.params.id);
        authorize(user, "hide", "question", question);
        return setQuestionHidden(db, user.id, question.id, on);
      },
    });
  }
}
