import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { numericIdParamSchema } from "@shared/ids";
import { pageQuerySchema } from "@shared/questions";
import type { Db } from "../../db/client";
import { notFound } from "../../errors";
import { requireUser } from "../../plugins/sessions";
import { isStaff } from "../admin/admin.policy";
import { findAnswerRow } from "../answers/answers.queries";
import { canSeeContent } from "../content.policy";
import { findQuestionRow } from "../questions/questions.queries";
import { countBookmarks, listBookmarkedAnswers, listBookmarkedQuestions, setBookmark, type Reader } from "./bookmarks.queries";
import { bookmarkCountsSchema, bookmarkedAnswerPageSchema, bookmarkedQuestionPageSchema, bookmarkStateSchema } from "@shared/bookmarks.responses";

const QUESTION_NOT_FOUND = "Question not found";
const ANSWER_NOT_FOUND = "Answer not found";

/** The signed-in member as a reader of lists (staff also see held posts), or a 401. */
function readerOf(request: FastifyRequest): Reader {
  const user = requireUser(request);
  return { id: user.id, includeHeld: isStaff(user) };
}

/** Bookmarks ("Save for later"): save and unsave questions and answers, the two lists and their counts. */
export async function bookmarksRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/bookmarks/questions", { schema: { querystring: pageQuerySchema, response: { 200: bookmarkedQuestionPageSchema } } }, async (request) =>
    listBookmarkedQuestions(db, readerOf(request), request.query),
  );

  r.get("/api/bookmarks/answers", { schema: { querystring: pageQuerySchema, response: { 200: bookmarkedAnswerPageSchema } } }, async (request) =>
    listBookmarkedAnswers(db, readerOf(request), request.query),
  );

  r.get("/api/bookmarks/counts", { schema: { response: { 200: bookmarkCountsSchema } } }, async (request) => countBookmarks(db, readerOf(request)));

  for (const [method, on] of [["POST", true], ["DELETE", false]] as const) {
    r.route({
      method,
      url: "/api/questions/:id/bookmark",
      schema: { params: numericIdParamSchema, response: { 200: bookmarkStateSchema } },
      handler: async (request) => {
        const user = requireUser(request);
        const question = await findQuestionRow(db, request.params.id);
        // Held questions are not there for anyone but their author and staff.
        if (!question || !canSeeContent(user, question)) throw notFound(QUESTION_NOT_FOUND);
        return setBookmark(db, user.id, { questionId: question.id }, on);
      },
    });
    r.route({
      method,
      url: "/api/answers/:id/bookmark",
      schema: { params: numericIdParamSchema, response: { 200: bookmarkStateSchema } },
      handler: async (request) => {
        const user = requireUser(request);
        const answer = await findAnswerRow(db, request.params.id);
        const question = answer && (await findQuestionRow(db, answer.questionId));
        if (!answer || !question || !canSeeContent(user, answer) || !canSeeContent(user, question)) throw notFound(ANSWER_NOT_FOUND);
        return setBookmark(db, user.id, { answerId: answer.id }, on);
      },
    });
  }
}
