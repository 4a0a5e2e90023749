import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { numericIdParamSchema } from "@shared/ids";
import { REVIEW_TASK_PAGE } from "@shared/review";
import { stagingChangesSchema, stagingCommentSchema } from "@shared/staging";
import { stagingQueueSchema, stagingStepSchema } from "@shared/staging.responses";
import type { Db } from "../../db/client";
import { badRequest, conflict } from "../../errors";
import type { JobQueue } from "../../jobs/queue";
import { requireUser } from "../../plugins/sessions";
import type { PrivilegeGate } from "../../policy/privileges";
import { loadVisibleQuestion } from "../../policy/visibility";
import type { Notifier } from "../../services/notifier";
import { commentOnStaged, listStagedForReview, NOT_STAGED, overdueStaged, publishStaged, requestChanges, resubmitStaged, stagingViewer } from "../../content/staging";
import { loadAuthors } from "../../content/authors";
import { presentAuthorOf } from "../../content/author.presenter";
import { findQuestionRow } from "../../content/lifecycle";

/** The clock's job: publishes the staged questions nobody reviewed in 72 hours, then runs again. */
export const STAGING_CLOCK_JOB = "staging.publish-overdue";
const CLOCK_MINUTES = 10;

/** Body of POST /api/review/staging-ground/{taskId}: the queue's actions (the task is the question). */
const stagingActionSchema = z.object({
  action: z.enum(["publish", "request-changes", "comment", "skip"], { error: "This queue's actions are publish, request-changes, comment and skip" }),
  comment: z.string().optional(),
});
const stagingTaskParamSchema = z.object({
  taskId: z.coerce.number({ error: "taskId must be a number" }).int("taskId must be a whole number").min(1, "taskId must be positive").max(2_147_483_647, "taskId is too large"),
});

/**
 * The staging ground (issue 25, point 4; docs/decisions/067-staging-ground.md). A staged question
 * is reached through the visibility policy with the staging viewer: its author, reviewers (the
 * `review` privilege) and staff; for anyone else it is a 404 as if it did not exist. Reviewers
 * comment, publish or ask for changes; the author replies, edits (PATCH /api/questions/{id}) and
 * resubmits; the clock publishes what nobody reviewed in 72 hours.
 */
export async function stagingFeature(app: FastifyInstance, { db, notifier, privileges, jobs }: { db: Db; notifier: Notifier; privileges: PrivilegeGate; jobs: JobQueue }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Publishes what the clock owes, telling each author. */
  const publishOverdue = async () => {
    const published: number[] = [];
    for (const id of await overdueStaged(db)) {
      if (!(await publishStaged(db, id, null, { due: true }))) continue;
      published.push(id);
      const row = await findQuestionRow(db, id);
      if (row) await notifier.stagingPublished(row, null);
    }
    return published;
  };
  jobs.register(STAGING_CLOCK_JOB, async () => {
    const published = await publishOverdue();
    if (published.length) app.log.info({ published: published.length }, "staging ground: published questions nobody reviewed in time");
    await jobs.enqueue(STAGING_CLOCK_JOB, {}, { runAt: new Date(Date.now() + CLOCK_MINUTES * 60_000), singletonKey: STAGING_CLOCK_JOB });
  });
  app.addHook("onReady", async () => {
    await jobs.enqueue(STAGING_CLOCK_JOB, {}, { singletonKey: STAGING_CLOCK_JOB });
  });
  app.decorate("stagingClock", { publishOverdue });

  /** The staged question as this member reaches it: a 404 unless they see it. */
  const load = async (user: ReturnType<typeof requireUser>, id: number) => {
    const viewer = (await stagingViewer(user, privileges))!;
    return { viewer, question: await loadVisibleQuestion(db, viewer, id) };
  };

  const step = async (user: ReturnType<typeof requireUser>, id: number, action: "publish" | "request-changes" | "comment" | "resubmit", body: string | null) => {
    if (action === "publish" || action === "request-changes") await privileges.require(user, "review");
    const { viewer, question } = await load(user, id);
    if (question.status !== "staged") throw conflict(NOT_STAGED);
    if (action === "comment") {
      const state = await commentOnStaged(db, viewer, question, body!);
      await notifier.stagingFeedback(question, user.id, "comment");
      return { questionId: id, state };
    }
    if (action === "request-changes") {
      await requestChanges(db, viewer, question, body!);
      await notifier.stagingFeedback(question, user.id, "changes-requested");
      return { questionId: id, state: "changes-requested" as const };
    }
    if (action === "resubmit") {
      await resubmitStaged(db, viewer, question);
      return { questionId: id, state: "waiting" as const };
    }
    if (question.authorId === user.id) throw conflict("Reviewers publish a staged question, not its author");
    if (!(await publishStaged(db, id, user.id))) throw conflict(NOT_STAGED);
    await notifier.stagingPublished(question, user.id);
    return { questionId: id, state: "published" as const };
  };

  const stepRoute = { response: { 200: stagingStepSchema } };
  r.post("/api/questions/:id/staging/comments", { schema: { params: numericIdParamSchema, body: stagingCommentSchema, ...stepRoute }, config: { visibleWrite: true } }, async (request) =>
    step(requireUser(request), request.params.id, "comment", request.body.body),
  );
  r.post(
    "/api/questions/:id/staging/request-changes",
    { schema: { params: numericIdParamSchema, body: stagingChangesSchema, ...stepRoute }, config: { visibleWrite: true, privileges: ["review"] } },
    async (request) => step(requireUser(request), request.params.id, "request-changes", request.body.body),
  );
  r.post("/api/questions/:id/staging/resubmit", { schema: { params: numericIdParamSchema, ...stepRoute }, config: { visibleWrite: true } }, async (request) =>
    step(requireUser(request), request.params.id, "resubmit", null),
  );
  r.post("/api/questions/:id/staging/publish", { schema: { params: numericIdParamSchema, ...stepRoute }, config: { visibleWrite: true, privileges: ["review"] } }, async (request) =>
    step(requireUser(request), request.params.id, "publish", null),
  );

  // The staging ground as a review queue (issue 25.3's /review page): the staged questions waiting
  // for reviewers, oldest first; a task is its question.
  r.get("/api/review/staging-ground", { schema: { response: { 200: stagingQueueSchema } }, config: { privileges: ["review"] } }, async (request) => {
    const user = requireUser(request);
    await privileges.require(user, "review");
    const viewer = (await stagingViewer(user, privileges))!;
    const { rows, stagings, pending } = await listStagedForReview(db, viewer, REVIEW_TASK_PAGE);
    const authors = await loadAuthors(db, rows.map((row) => row.question.authorId));
    return {
      items: rows.map(({ question }) => ({
        question: { id: question.id, title: question.title, content: question.content, author: presentAuthorOf(authors, question.authorId), createdAt: question.createdAt.toISOString() },
        staging: stagings.get(question.id)!,
      })),
      pending,
    };
  });

  r.post(
    "/api/review/staging-ground/:taskId",
    { schema: { params: stagingTaskParamSchema, body: stagingActionSchema, ...stepRoute }, config: { visibleWrite: true, privileges: ["review"] } },
    async (request) => {
      const user = requireUser(request);
      await privileges.require(user, "review");
      const { action, comment } = request.body;
      const body = (action === "comment" ? stagingCommentSchema : stagingChangesSchema).safeParse({ body: comment });
      if (action === "skip") {
        // Skipping only moves the reviewer on (the page shows the next one); the question must still be theirs to see.
        const { question } = await load(user, request.params.taskId);
        if (question.status !== "staged") throw conflict(NOT_STAGED);
        return { questionId: question.id, state: "waiting" as const };
      }
      if (action !== "publish" && !body.success) throw badRequest(body.error.issues[0]!.message, "comment");
      return step(user, request.params.taskId, action, action === "publish" ? null : body.data!.body);
    },
  );
}

declare module "fastify" {
  interface FastifyInstance {
    /** The staging ground's clock (tests run it instead of waiting 72 hours). */
    stagingClock: { publishOverdue(): Promise<number[]> };
  }
}
