import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { numericIdParamSchema } from "@shared/ids";
import { pageQuerySchema } from "@shared/questions";
import type { Db } from "../../db/client";
import { requireUser } from "../../plugins/sessions";
import { authorize } from "../../policy/abilities";
import { loadVisibleAnswer, loadVisibleQuestion } from "../../policy/visibility";
import { countBookmarks, listBookmarkedAnswers, listBookmarkedQuestions, setBookmark } from "./bookmarks.queries";
import { bookmarkCountsSchema, bookmarkedAnswerPageSchema, bookmarkedQuestionPageSchema, bookmarkStateSchema } from "@shared/bookmarks.responses";

/** Bookmarks ("Save for later"): save and unsave questions and answers, the two lists and their counts. */
export async function bookmarksRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/bookmarks/questions", { schema: { querystring: pageQuerySchema, response: { 200: bookmarkedQuestionPageSchema } } }, async (request) =>
    listBookmarkedQuestions(db, requireUser(request), request.query),
  );

  r.get("/api/bookmarks/answers", { schema: { querystring: pageQuerySchema, response: { 200: bookmarkedAnswerPageSchema } } }, async (request) =>
    listBookmarkedAnswers(db, requireUser(request), request.query),
  );

  r.get("/api/bookmarks/counts", { schema: { response: { 200: bookmarkCountsSchema } } }, async (request) => countBookmarks(db, requireUser(request)));

  for (const [method, on] of [["POST", true], ["DELETE", false]] as const) {
    r.route({
      method,
      url: "/api/questions/:id/bookmark",
      schema: { params: numericIdParamSchema, response: { 200: bookmarkStateSchema } },
      handler: async (request) => {
        const user = requireUser(request);
        const question = await loadVisibleQuestion(db, user, request.params.id);
        authorize(user, "bookmark", "question", question);
        return setBookmark(db, user.id, { questionId: question.id }, on);
      },
    });
    r.route({
      method,
      url: "/api/answers/:id/bookmark",
      schema: { params: numericIdParamSchema, response: { 200: bookmarkStateSchema } },
      handler: async (request) => {
        const user = requireUser(request);
        const answer = await loadVisibleAnswer(db, user, request.params.id);
        authorize(user, "bookmark", "answer", answer);
        return setBookmark(db, user.id, { answerId: answer.id }, on);
      },
    });
  }
}
