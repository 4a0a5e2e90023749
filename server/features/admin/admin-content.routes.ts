import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminContentQuerySchema, adminPageQuerySchema, adminReportsQuerySchema, resolveReportSchema } from "@shared/admin";
import { numericIdParamSchema } from "@shared/ids";
import type { Db } from "../../db/client";
import { conflict, forbidden, notFound } from "../../errors";
import { listAdminContent } from "./admin.queries";
import { canResolveReport } from "../../policy/staff";
import { staffOf, type AdminContext } from "./admin-context";
import { recordAudit } from "../../services/audit";
import type { Notifier } from "../../services/notifier";
import { adminContentPageSchema, adminReportPageSchema, adminReportSchema } from "@shared/admin.responses";
import { noContentSchema } from "@shared/responses";
import { deleteAnswer, deleteComment, deleteQuestion, findAnswerRow, findCommentRow, findQuestionRow, publishAnswer, publishComment, publishQuestion } from "../../content/lifecycle";
import { findExistingUser, updateUser } from "../../accounts/members";
import { findReport, listReports, loadReportData, resolveOpenReports } from "../../content/reports";
import { presentReport } from "../../content/report.presenter";
import { keepRemovedPost } from "../../content/removed-posts";

type Kind = "question" | "answer" | "comment";

const NOT_FOUND: Record<Kind, string> = { question: "Question not found", answer: "Answer not found", comment: "Comment not found" };

/** A question, answer or comment row, or null. */
async function findContent(db: Db, kind: Kind, id: number) {
  if (kind === "question") return findQuestionRow(db, id);
  if (kind === "answer") return findAnswerRow(db, id);
  return findCommentRow(db, id);
}

/**
 * Deletes through each feature's own delete, so counters stay right; nested in the caller's
 * transaction (a savepoint).
 */
async function deleteContent(db: Db, kind: Kind, id: number) {
  if (kind === "question") return deleteQuestion(db, id);
  if (kind === "answer") {
    const row = await findAnswerRow(db, id);
    if (row) await deleteAnswer(db, row);
    return;
  }
  const row = await findCommentRow(db, id);
  if (row) await deleteComment(db, row);
}

/** Publishes a held post (Approve in the queue); counters start counting it. */
/**
 * Publishes approved content. Returns, for an answer or comment that was held, the
 * notification its publication now owes (sent after the transaction commits): held posts
 * notify nobody when they are written.
 */
export async function publishContent(db: Db, kind: Kind, id: number, notifier: Notifier): Promise<(() => Promise<void>) | null> {
  if (kind === "question") {
    await publishQuestion(db, id);
    return null;
  }
  if (kind === "answer") {
    const row = await findAnswerRow(db, id);
    if (!row) return null;
    const wasHeld = row.status === "held";
    await publishAnswer(db, row);
    const question = wasHeld ? await findQuestionRow(db, row.questionId) : null;
    return question ? () => notifier.answered(question, row) : null;
  }
  const row = await findCommentRow(db, id);
  if (!row) return null;
  const wasHeld = row.status === "held";
  await publishComment(db, row);
  if (!wasHeld) return null;
  const parent = row.answerId === null ? await findQuestionRow(db, row.questionId) : await findAnswerRow(db, row.answerId);
  if (!parent) return null;
  const on = { questionId: row.questionId, answerId: row.answerId, authorId: parent.authorId };
  return () => notifier.commented(on, { id: row.id, authorId: row.authorId });
}

/** What the author of a removed post is told it was (issue 25.6): its kind, its question if that stays, a question's title. */
function removedPost(kind: Kind, row: NonNullable<Awaited<ReturnType<typeof findContent>>>) {
  const isQuestion = kind === "question";
  return {
    type: kind,
    id: row.id,
    authorId: row.authorId,
    questionId: isQuestion ? null : (row as { questionId: number }).questionId,
    title: isQuestion ? (row as { title: string }).title : null,
  };
}

/** Content (list, delete) and the moderation queue (list, resolve): staff. */
export async function adminContentRoutes(app: FastifyInstance, { db, sessions, notifier }: AdminContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/admin/content", { schema: { querystring: adminContentQuerySchema, response: { 200: adminContentPageSchema } }, config: { adminArea: "content" } }, async (request) =>
    listAdminContent(db, request.query),
  );

  // Spec 7 names this call; it is the content list's questions.
  r.get("/api/admin/questions", { schema: { querystring: adminPageQuerySchema, response: { 200: adminContentPageSchema } }, config: { adminArea: "content" } }, async (request) =>
    listAdminContent(db, { ...request.query, type: "questions" }),
  );

  for (const kind of ["question", "answer", "comment"] as const) {
    r.delete(`/api/admin/${kind}s/:id`, { schema: { params: numericIdParamSchema, response: { 204: noContentSchema } }, config: { adminArea: "content" } }, async (request, reply) => {
      const actor = staffOf(request);
      const row = await findContent(db, kind, request.params.id);
      if (!row) throw notFound(NOT_FOUND[kind]);
      await db.transaction(async (tx) => {
        // Kept for the author's appeal (issue 25.6).
        await keepRemovedPost(tx, kind, row.id, "guidelines", actor.id);
        await deleteContent(tx, kind, row.id);
        // Reports about it are settled by its removal.
        const resolved = await resolveOpenReports(tx, kind, String(row.id), "remove", actor.id);
        await recordAudit(tx, actor, `${kind}.delete`, { type: kind, id: row.id }, { authorId: row.authorId, reportsResolved: resolved });
      });
      await notifier.postRemoved(removedPost(kind, row), actor.id, "guidelines");
      return reply.status(204).send();
    });
  }

  r.get("/api/admin/reports", { schema: { querystring: adminReportsQuerySchema, response: { 200: adminReportPageSchema } }, config: { adminArea: "reports" } }, async (request) =>
    listReports(db, request.query),
  );

  /**
   * Approve keeps (and, when held, publishes) the target; Remove deletes it, or suspends a
   * reported member. Either way every open report on that target is resolved.
   */
  r.post(
    "/api/admin/reports/:id/resolve",
    { schema: { params: numericIdParamSchema, body: resolveReportSchema, response: { 200: adminReportSchema } }, config: { adminArea: "reports" } },
    async (request) => {
      const actor = staffOf(request);
      const { action } = request.body;
      const report = await findReport(db, request.params.id);
      if (!report) throw notFound("Report not found");
      if (report.status === "resolved") throw conflict("This report is already resolved");
      if (!canResolveReport(actor, report.targetType, action)) throw forbidden("Only admins can suspend members");
      let suspended: string | null = null;
      const after: { notify: (() => Promise<void>) | null } = { notify: null };
      await db.transaction(async (tx) => {
        if (report.targetType === "user") {
          const member = await findExistingUser(tx, report.targetId);
          if (member && action === "remove" && member.id !== actor.id) {
            await updateUser(tx, member.id, { status: "suspended" });
            suspended = member.id;
          }
        } else {
          const id = Number(report.targetId);
          const exists = await findContent(tx, report.targetType, id);
          if (exists && action === "remove") {
            await keepRemovedPost(tx, report.targetType, id, report.reason, actor.id);
            await deleteContent(tx, report.targetType, id);
            const removed = removedPost(report.targetType, exists);
            after.notify = () => notifier.postRemoved(removed, actor.id, report.reason);
          }
          if (exists && action === "approve") after.notify = await publishContent(tx, report.targetType, id, notifier);
        }
        const resolved = await resolveOpenReports(tx, report.targetType, report.targetId, action, actor.id);
        await recordAudit(tx, actor, `report.${action}`, { type: report.targetType, id: report.targetId }, { reportId: report.id, reportsResolved: resolved });
      });
      if (suspended) await sessions.endAllFor(suspended);
      await after.notify?.();
      const row = (await findReport(db, report.id))!;
      return presentReport(row, await loadReportData(db, [row]));
    },
  );
}
