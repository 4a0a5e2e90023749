import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { numericIdParamSchema } from "@shared/ids";
import { rejectSuggestedEditSchema, suggestedEditQueueSchema, suggestedEditReviewedSchema } from "@shared/suggested-edits";
import {
  postReviewHistorySchema,
  reviewQueueParamSchema,
  reviewQueuesSchema,
  reviewTaskActionSchema,
  reviewTaskPageSchema,
  reviewTaskParamSchema,
  reviewTaskReviewedSchema,
  REVIEW_QUEUES,
  type ReviewQueue,
  type TaskQueue,
} from "@shared/review";
import { adminReportPageSchema } from "@shared/admin.responses";
import type { Db } from "../../db/client";
import { AppError, badRequest, forbidden, notFound } from "../../errors";
import { countOpenReports, listReports } from "../../content/reports";
import { findVisibleQuestion, QUESTION_NOT_FOUND } from "../../policy/visibility";
import { requireUser } from "../../plugins/sessions";
import type { PrivilegeGate } from "../../policy/privileges";
import { isStaff } from "../../policy/staff";
import type { Moderation } from "../../content/moderation";
import { editAnswer, editQuestion } from "../../content/revisions";
import type { Notifier } from "../../services/notifier";
import {
  countSuggestedEdits,
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
import { listReviewTasks, pendingTaskCounts, postReviewHistory, reviewTask } from "./queues.queries";
import { countStagedForReview } from "../../content/staging";
import type { SettingsStore } from "../../services/site-settings";

/**
 * The suggested-edits queue (issue 25, point 2; decision 059). Members with the review privilege
 * list pending suggestions and approve or reject them; the post's author may decide one on their
 * own post without it. Two approvals apply the edit as a revision credited to the suggester (+2
 * reputation), two rejections discard it with the reason told to the suggester; the post's
 * author, a member with edit-freely, or staff decide alone.
 */
export async function reviewRoutes(
  app: FastifyInstance,
  { db, moderation, notifier, privileges, settings }: { db: Db; moderation: Moderation; notifier: Notifier; privileges: PrivilegeGate; settings: SettingsStore },
) {
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

  // The review queues (issue 25, point 3; decision 063). Members with `review` work the post
  // queues and suggested edits, members with `close-votes` the vote queues, staff every queue
  // (reports as well, whose verdicts are the admin panel's).
  const POST_QUEUES: TaskQueue[] = ["first-questions", "first-answers", "late-answers"];
  const VOTE_QUEUES: TaskQueue[] = ["close-votes", "reopen-votes"];
  const privilegeOf = (queue: ReviewQueue) => (queue === "close-votes" || queue === "reopen-votes" ? "close-votes" : "review");

  r.get("/api/review", { schema: { response: { 200: reviewQueuesSchema } } }, async (request) => {
    const user = requireUser(request);
    const reviews = await privileges.has(user, "review");
    const votes = await privileges.has(user, "close-votes");
    const taskQueues = [...(reviews ? POST_QUEUES : []), ...(votes ? VOTE_QUEUES : [])];
    const counts = await pendingTaskCounts(db, taskQueues, user.id);
    const queues: { queue: ReviewQueue; pending: number }[] = [];
    for (const queue of REVIEW_QUEUES) {
      if (queue === "staging-ground") {
        // Listed while the staging ground is on, or while questions staged before it was turned off still wait.
        if (!reviews) continue;
        const pending = await countStagedForReview(db, user.id);
        if (pending > 0 || (await settings.get()).stagingGround) queues.push({ queue, pending });
      } else if (queue === "suggested-edits") {
        if (reviews) queues.push({ queue, pending: await countSuggestedEdits(db, user.id) });
      } else if (queue === "reports") {
        if (isStaff(user)) queues.push({ queue, pending: await countOpenReports(db) });
      } else if (counts.has(queue)) queues.push({ queue, pending: counts.get(queue)! });
    }
    return { queues };
  });

  r.get("/api/review/reports", { schema: { response: { 200: adminReportPageSchema } } }, async (request) => {
    const user = requireUser(request);
    if (!isStaff(user)) throw forbidden("Only staff work the reports queue");
    return listReports(db, { status: "open", limit: 25 });
  });

  r.get(
    "/api/review/:queue",
    { schema: { params: reviewQueueParamSchema, response: { 200: reviewTaskPageSchema } }, config: { privileges: ["review", "close-votes"] } },
    async (request) => {
      const user = requireUser(request);
      const { queue } = request.params;
      await privileges.require(user, privilegeOf(queue));
      // suggested-edits and reports have routes of their own, matched before this one.
      return listReviewTasks(db, queue as TaskQueue, user.id);
    },
  );

  r.post(
    "/api/review/:queue/:taskId",
    {
      schema: { params: reviewTaskParamSchema, body: reviewTaskActionSchema, response: { 200: reviewTaskReviewedSchema.or(suggestedEditReviewedSchema) } },
      config: { visibleWrite: true, privileges: ["review", "close-votes"] },
    },
    async (request) => {
      const user = requireUser(request);
      const { queue, taskId } = request.params;
      const { action, comment } = request.body;
      if (queue === "reports") throw badRequest("Reports are resolved in the admin panel's Reports section");
      // The staging ground's own route (features/staging) is matched before this one.
      if (queue === "staging-ground") throw badRequest("The staging ground's actions are publish, request-changes, comment and skip");
      if (queue === "suggested-edits") {
        if (action === "approve") return review(user, taskId, { action: "approve" });
        if (action === "reject") {
          if (!comment) throw badRequest("Say why the edit is rejected", "comment");
          return review(user, taskId, { action: "reject", reason: comment });
        }
        // Skipping a suggested edit only moves the reviewer on (the page shows the next one).
        throw badRequest("This queue's actions are approve and reject");
      }
      if (action === "approve" || action === "reject") throw badRequest("Approve and reject are the suggested-edits queue's actions");
      await privileges.require(user, privilegeOf(queue));
      return reviewTask(db, queue, taskId, user.id, { action, comment: comment ?? null });
    },
  );

  // Staff's timeline of a post's reviews (every queue, suggested edits included).
  r.get("/api/questions/:id/reviews", { schema: { params: numericIdParamSchema, response: { 200: postReviewHistorySchema } } }, async (request) => {
    const user = requireUser(request);
    if (!isStaff(user)) throw forbidden("Only staff see a post's reviews");
    if (!(await findVisibleQuestion(db, user, request.params.id))) throw notFound(QUESTION_NOT_FOUND);
    return postReviewHistory(db, request.params.id);
  });

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
