import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idTextSchema } from "@shared/ids";
import { ALREADY_REPORTED, createReportSchema, REPORT_RECEIVED, type ReportTargetType } from "@shared/reports";
import type { Db } from "../../db/client";
import { badRequest, conflict } from "../../errors";
import { requireUser } from "../../plugins/sessions";
import { authorize } from "../../policy/abilities";
import { loadVisibleAnswer, loadVisibleComment, loadVisibleMember, loadVisibleQuestion, type Viewer } from "../../policy/visibility";
import { reportReceiptSchema } from "@shared/reports.responses";
import { createReport } from "../../content/reports";


/** Members report questions, answers, comments and members; staff see the reports in the queue. */
export async function reportsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * Checks, through the policy's loaders, that the reporter can see the target (a 404 as for a
   * missing one) and may report it (not their own post: a 403; not themselves: a 400).
   */
  const checkTarget = async (viewer: NonNullable<Viewer>, type: ReportTargetType, id: string) => {
    if (type === "user") {
      if (!z.uuid().safeParse(id).success) throw badRequest("targetId must be a member's id", "targetId");
      const member = await loadVisibleMember(db, id);
      if (member.id === viewer.id) throw badRequest("You cannot report yourself", "targetId");
      return;
    }
    const parsed = idTextSchema.safeParse(id);
    if (!parsed.success) throw badRequest(`targetId must be a ${type} id`, "targetId");
    if (type === "question") authorize(viewer, "report", type, await loadVisibleQuestion(db, viewer, parsed.data));
    else if (type === "answer") authorize(viewer, "report", type, await loadVisibleAnswer(db, viewer, parsed.data));
    else authorize(viewer, "report", type, await loadVisibleComment(db, viewer, parsed.data));
  };

  r.post("/api/reports", { schema: { body: createReportSchema, response: { 201: reportReceiptSchema } }, config: { visibleWrite: true } }, async (request, reply) => {
    const user = requireUser(request);
    const { targetType, reason, details } = request.body;
    const targetId = targetType === "user" ? request.body.targetId.toLowerCase() : String(Number(request.body.targetId));
    await checkTarget(user, targetType, targetType === "user" ? targetId : request.body.targetId);
    const report = await createReport(db, { targetType, targetId, reporterId: user.id, reason, details });
    if (!report) throw conflict(ALREADY_REPORTED);
    return reply.status(201).send({ id: report.id, message: REPORT_RECEIVED });
  });
}
