import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminAppealsQuerySchema, decideAppealSchema } from "@shared/appeals";
import { appealPageSchema, appealSchema } from "@shared/appeals.responses";
import { numericIdParamSchema } from "@shared/ids";
import { conflict, notFound } from "../../errors";
import { findAppeal, listAppeals, lockAppeal, recordAppealOutcome } from "../../content/appeals";
import { findQuestionRow } from "../../content/lifecycle";
import { reopenQuestion } from "../../content/question-closing";
import { recordAudit } from "../../services/audit";
import { resolveOpenReports } from "../../content/reports";
import { staffOf, type AdminContext } from "./admin-context";
import { publishContent } from "./admin-content.routes";
import { restoreRemovedPost } from "../../content/removed-posts";

/**
 * Appeals in the admin panel (issue 25, point 6): staff who work reports read them oldest first
 * and uphold the decision or overturn it (a held post is published, a closed question reopened, a
 * removed post put back),
 * with a note the author is sent. Each step is in the audit log.
 */
export async function adminAppealsRoutes(app: FastifyInstance, { db, notifier }: AdminContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/admin/appeals", { schema: { querystring: adminAppealsQuerySchema, response: { 200: appealPageSchema } }, config: { adminArea: "reports" } }, async (request) =>
    listAppeals(db, request.query),
  );

  r.post(
    "/api/admin/appeals/:id/decide",
    { schema: { params: numericIdParamSchema, body: decideAppealSchema, response: { 200: appealSchema } }, config: { adminArea: "reports" } },
    async (request) => {
      const staff = staffOf(request);
      const { outcome, note } = request.body;
      const { decided, owed } = await db.transaction(async (tx) => {
        const appeal = await lockAppeal(tx, request.params.id);
        if (!appeal) throw notFound("Appeal not found");
        if (appeal.status !== "pending") throw conflict("This appeal has been decided already");
        let owed: (() => Promise<void>) | null = null;
        if (outcome === "overturn") {
          if (appeal.decision === "held") {
            owed = await publishContent(tx, appeal.kind, appeal.postId, notifier);
            // The reports that held it are settled by the same decision.
            await resolveOpenReports(tx, appeal.kind, String(appeal.postId), "approve", staff.id);
          } else if (appeal.decision === "removed") {
            // The kept copy goes back, published, under its own id (409 when what it stood on is gone).
            await restoreRemovedPost(tx, appeal.kind, appeal.postId);
          } else {
            const question = await findQuestionRow(tx, appeal.postId);
            if (question?.closedReason) await reopenQuestion(tx, question, staff.id);
          }
        }
        const decided = (await recordAppealOutcome(tx, appeal.id, outcome === "uphold" ? "upheld" : "overturned", note, staff.id))!;
        await recordAudit(tx, staff, `appeal.${outcome}`, { type: appeal.kind, id: appeal.postId }, { appealId: appeal.id, authorId: appeal.authorId, decision: appeal.decision, note });
        return { decided, owed };
      });
      await owed?.();
      const question = await findQuestionRow(db, decided.questionId);
      await notifier.appealDecided(
        { authorId: decided.authorId, questionId: question ? question.id : null, answerId: null },
        staff.id,
        decided.status === "upheld" ? "upheld" : "overturned",
        note,
      );
      return (await findAppeal(db, decided.id))!;
    },
  );
}
