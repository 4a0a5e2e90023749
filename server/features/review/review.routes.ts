import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { numericIdParamSchema } from "@shared/ids";
import { rejectSuggestedEditSchema, suggestedEditQueueSchema, suggestedEditReviewedSchema } from "@shared/suggested-edits";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import { requireUser } from "../../plugins/sessions";
import type { PrivilegeGate } from "../../policy/privileges";
import { isStaff } from "../../policy/staff";
import type { Moderation } from "../../content/moderation";
import { editAnswer, editQuestion } from "../../content/revisions";
import type { Notifier } from "../../services/notifier";
import {
  existingTopicIds,
  listSuggestedEdits,
  loadAnswerRow,
  loadQuestionRow,
  loadSuggester,
  postAuthorOf,
  reviewSuggestedEdit,
  suggestionState,
  type ReviewOutcome,
} from "./suggested-edits.queries";

/**
 * The suggested-edits queue (issue 25, point 2; decision 059). Members with the review privilege
 * list pending suggestions and approve or reject them; the post's author may decide one on their
 * own post without it. Two approvals apply the edit as a revision credited to the suggester (+2
 * reputation), two rejections discard it with the reason told to the suggester; the post's
 * author, a member with edit-freely, or staff decide alone.
 */
export async function reviewRoutes(app: FastifyInstance, { db, moderation, notifier, privileges }: { db: Db; moderation: Moderation; notifier: Notifier; privileges: PrivilegeGate }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/review/suggested-edits", { schema: { response: { 200: suggestedEditQueueSchema } }, config: { privileges: ["review"] } }, async (request) => {
    const user = requireUser(request);
    await privileges.require(user, "review");
    return listSuggestedEdits(db, user.id);
  });

  /** Records the verdict (the author of the post needs no review privilege for their own), then applies or tells. */
  const review = async (user: ReturnType<typeof requireUser>, id: number, verdict: { action: "approve" } | { action: "reject"; reason: string }) => {
    const outcome: ReviewOutcome = await reviewSuggestedEdit(db, id, user.id, verdict, async (row) => {
      const author = postAuthorOf(row) === user.id;
      if (!author) await privileges.require(user, "review");
      return author || isStaff(user) || (await privileges.has(user, "edit-freely"));
    });
    const { suggestion } = outcome;
    const post = { questionId: suggestion.question_id, answerId: suggestion.answer_id };
    if (outcome.decided === "approve") {
      const applied = { id, suggesterId: suggestion.suggester_id, approverId: user.id };
      const suggester = await loadSuggester(db, suggestion.suggester_id);
      try {
        const result =
          suggestion.answer_id === null
            ? await editQuestion(db, moderation, suggester!, (await loadQuestionRow(db, suggestion.question_id))!, {
                title: suggestion.title!,
                content: suggestion.content,
                topicIds: await existingTopicIds(db, suggestion.topic_ids ?? []),
                editSummary: suggestion.edit_summary ?? undefined,
              }, applied)
            : await editAnswer(db, moderation, suggester!, (await loadAnswerRow(db, suggestion.answer_id))!, { content: suggestion.content, editSummary: suggestion.edit_summary ?? undefined }, applied);
        if (result.changed) {
          await notifier.suggestedEditDecided({ suggesterId: suggestion.suggester_id, ...post }, user.id, "approved", null);
          if (result.reputationMoves?.length) await notifier.privilegesGained(result.reputationMoves, await privileges.thresholds());
        }
      } catch (error) {
        // A parallel review applied it first: this verdict is recorded all the same.
        if (!(error instanceof AppError && error.statusCode === 409)) throw error;
      }
    } else if (outcome.decided === "reject" && verdict.action === "reject") {
      await notifier.suggestedEditDecided({ suggesterId: suggestion.suggester_id, ...post }, user.id, "rejected", verdict.reason);
    }
    return { id, state: await suggestionState(db, id), approvals: outcome.approvals, rejections: outcome.rejections };
  };

  r.post(
    "/api/review/suggested-edits/:id/approve",
    { schema: { params: numericIdParamSchema, response: { 200: suggestedEditReviewedSchema } }, config: { visibleWrite: true, privileges: ["review"] } },
    async (request) => review(requireUser(request), request.params.id, { action: "approve" }),
  );

  r.post(
    "/api/review/suggested-edits/:id/reject",
    { schema: { params: numericIdParamSchema, body: rejectSuggestedEditSchema, response: { 200: suggestedEditReviewedSchema } }, config: { visibleWrite: true, privileges: ["review"] } },
    async (request) => review(requireUser(request), request.params.id, { action: "reject", reason: request.body.reason }),
  );
}
