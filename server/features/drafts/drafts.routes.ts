import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { createDraftSchema, DRAFT_EMPTY, DRAFT_LIMIT_REACHED, updateDraftSchema } from "@shared/drafts";
import { numericIdParamSchema } from "@shared/ids";
import { pageQuerySchema } from "@shared/questions";
import type { Db } from "../../db/client";
import { badRequest, conflict, notFound } from "../../errors";
import { htmlToPlainText, sanitizeHtml } from "../../html";
import { requireUser } from "../../plugins/sessions";
import { authorize } from "../../policy/abilities";
import { findVisibleQuestion, QUESTION_NOT_FOUND } from "../../policy/visibility";
import { createDraft, deleteDraft, findDraft, findDraftRow, listDrafts, updateDraft, type DraftValues } from "./drafts.queries";
import { draftPageSchema, draftSchema } from "@shared/drafts.responses";
import { noContentSchema } from "@shared/responses";
import { assertTopicsExist } from "../../content/topics";

const DRAFT_NOT_FOUND = "Draft not found";

/** A draft worth keeping has a title or some text (an image counts). */
function assertNotEmpty(title: string, content: string) {
  if (!title && !htmlToPlainText(content) && !content.includes("<img")) throw badRequest(DRAFT_EMPTY, "content");
}

/** Drafts (owner only): list last edited first, show, create, update, delete. */
export async function draftsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/drafts", { schema: { querystring: pageQuerySchema, response: { 200: draftPageSchema } } }, async (request) => listDrafts(db, requireUser(request), request.query));

  // Someone else's draft is answered exactly like a missing one.
  r.get("/api/drafts/:id", { schema: { params: numericIdParamSchema, response: { 200: draftSchema } } }, async (request) => {
    const draft = await findDraft(db, requireUser(request), request.params.id);
    if (!draft) throw notFound(DRAFT_NOT_FOUND);
    return draft;
  });

  r.post("/api/drafts", { schema: { body: createDraftSchema, response: { 201: draftSchema } }, config: { visibleWrite: true } }, async (request, reply) => {
    const user = requireUser(request);
    const body = request.body;
    const content = sanitizeHtml(body.content);
    let values: DraftValues;
    if (body.type === "question") {
      const topicIds = [...new Set(body.topicIds)];
      await assertTopicsExist(db, topicIds);
      values = { type: body.type, title: body.title, content, topicIds, questionId: null };
    } else {
      // A body field, so a 400 that names it; a question the member cannot see is answered as missing.
      const question = await findVisibleQuestion(db, user, body.questionId);
      if (!question) throw badRequest(QUESTION_NOT_FOUND, "questionId");
      authorize(user, "answer", "question", question);
      values = { type: body.type, title: "", content, topicIds: [], questionId: question.id };
    }
    assertNotEmpty(values.title, content);
    const draft = await createDraft(db, user, values);
    if (!draft) throw conflict(DRAFT_LIMIT_REACHED);
    return reply.code(201).send(draft);
  });

  r.patch("/api/drafts/:id", { schema: { params: numericIdParamSchema, body: updateDraftSchema, response: { 200: draftSchema } }, config: { visibleWrite: true } }, async (request) => {
    const user = requireUser(request);
    const row = await findDraftRow(db, user.id, request.params.id);
    if (!row) throw notFound(DRAFT_NOT_FOUND);
    const { title, content, topicIds } = request.body;
    if (title === undefined && content === undefined && topicIds === undefined) throw badRequest("Nothing to update");
    if (row.type === "answer" && title !== undefined) throw badRequest("Answer drafts have no title", "title");
    if (row.type === "answer" && topicIds !== undefined) throw badRequest("Answer drafts have no topics", "topicIds");
    const clean = content === undefined ? undefined : sanitizeHtml(content);
    const uniqueTopics = topicIds && [...new Set(topicIds)];
    if (uniqueTopics) await assertTopicsExist(db, uniqueTopics);
    assertNotEmpty(title ?? row.title, clean ?? row.content);
    const draft = await updateDraft(db, user, row.id, {
      ...(title !== undefined ? { title } : {}),
      ...(clean !== undefined ? { content: clean } : {}),
      ...(uniqueTopics ? { topicIds: uniqueTopics } : {}),
    });
    if (!draft) throw notFound(DRAFT_NOT_FOUND);
    return draft;
  });

  r.delete("/api/drafts/:id", { schema: { params: numericIdParamSchema, response: { 204: noContentSchema } } }, async (request, reply) => {
    const user = requireUser(request);
    if (!(await deleteDraft(db, user.id, request.params.id))) throw notFound(DRAFT_NOT_FOUND);
    return reply.code(204).send();
  });
}
