import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idTextSchema } from "@shared/ids";
import { ALREADY_REPORTED, createReportSchema, REPORT_RECEIVED, type ReportTargetType } from "@shared/reports";
import type { Db } from "../../db/client";
import { badRequest, conflict, notFound } from "../../errors";
import { requireUser } from "../../plugins/sessions";
import { canSeeContent } from "../content.policy";
import { findAnswerRow } from "../answers/answers.queries";
import { findCommentRow } from "../comments/comments.queries";
import { findQuestionRow } from "../questions/questions.queries";
import { findExistingUser } from "../users/users.queries";
import { createReport } from "./reports.queries";

const NOT_FOUND: Record<ReportTargetType, string> = {
  question: "Question not found",
  answer: "Answer not found",
  comment: "Comment not found",
  user: "User not found",
};


/** Members report questions, answers, comments and members; staff see the reports in the queue. */
export async function reportsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The target's author (null for members themselves), or a 404 when the reporter cannot see it. */
  const loadTarget = async (viewer: NonNullable<Parameters<typeof canSeeContent>[0]>, type: ReportTargetType, id: string) => {
    if (type === "user") {
      if (!z.uuid().safeParse(id).success) throw badRequest("targetId must be a member's id", "targetId");
      const member = await findExistingUser(db, id);
      if (!member) throw notFound(NOT_FOUND.user);
      return { ownerId: member.id };
    }
    const parsed = idTextSchema.safeParse(id);
    if (!parsed.success) throw badRequest(`targetId must be a ${type} id`, "targetId");
    const row =
      type === "question" ? await findQuestionRow(db, parsed.data) : type === "answer" ? await findAnswerRow(db, parsed.data) : await findCommentRow(db, parsed.data);
    if (!row || !canSeeContent(viewer, row)) throw notFound(NOT_FOUND[type]);
    return { ownerId: row.authorId };
  };

  r.post("/api/reports", { schema: { body: createReportSchema } }, async (request, reply) => {
    const user = requireUser(request);
    const { targetType, reason, details } = request.body;
    const targetId = targetType === "user" ? request.body.targetId.toLowerCase() : String(Number(request.body.targetId));
    const { ownerId } = await loadTarget(user, targetType, targetType === "user" ? targetId : request.body.targetId);
    if (ownerId === user.id) throw badRequest(targetType === "user" ? "You cannot report yourself" : "You cannot report your own post", "targetId");
    const report = await createReport(db, { targetType, targetId, reporterId: user.id, reason, details });
    if (!report) throw conflict(ALREADY_REPORTED);
    return reply.status(201).send({ id: report.id, message: REPORT_RECEIVED });
  });
}
