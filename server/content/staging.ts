import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { STAGING_PUBLISH_HOURS, type Staging, type StagingEventKind, type StagingState } from "@shared/staging";
import type { Db } from "../db/client";
import { questions, questionTopics } from "../db/schema/content";
import { stagedQuestions, stagingEvents } from "../db/schema/staging";
import type { users } from "../db/schema/users";
import { conflict, forbidden } from "../errors";
import type { PrivilegeGate } from "../policy/privileges";
import { isStaff } from "../policy/staff";
import type { Viewer } from "../policy/visibility";
import { loadAuthors } from "./authors";
import { presentAuthorOf } from "./author.presenter";
import { adjustSpacePostCount, adjustTopicQuestionCounts } from "./lifecycle";

// The staging ground (issue 25, point 4; docs/decisions/067-staging-ground.md): this module owns
// which questions are staged, the steps of a staged question (guidance, a request for changes,
// resubmitting, publishing, the 72-hour clock) and who may take each. Who may *see* a staged
// question is the visibility policy's (policy/visibility.ts): its author, staff, and reviewers
// through `stagingViewer`.

type UserRow = typeof users.$inferSelect;
type QuestionRow = typeof questions.$inferSelect;

/** The staging ground's hours, as an interval SQL reads. */
const PUBLISH_AFTER = sql`make_interval(hours => ${STAGING_PUBLISH_HOURS})`;

export const NOT_STAGED = "This question is not in the staging ground";

/**
 * The viewer a member works on the staging ground as: a member with the `review` privilege (and
 * staff) sees staged questions. Given to the loaders of the question page and the staging routes.
 */
export async function stagingViewer(user: UserRow | null, privileges: PrivilegeGate): Promise<Viewer> {
  if (!user) return null;
  if (isStaff(user)) return user;
  return { id: user.id, role: user.role, reviewsStaged: await privileges.has(user, "review") };
}

/** Whether this viewer reviews staged questions (and is not this one's author). */
const reviews = (viewer: Viewer, question: Pick<QuestionRow, "authorId">) =>
  viewer !== null && question.authorId !== viewer.id && (isStaff(viewer) || viewer.reviewsStaged === true);

/**
 * Whether a new question of this author is staged, decided inside the asking transaction: the
 * staging ground is on, the author is no staff member, and they have no published question yet
 * (their first question, and each one after it until one is published).
 */
export async function stagesQuestion(tx: Db, author: Pick<UserRow, "id" | "role">, stagingGround: boolean): Promise<boolean> {
  if (!stagingGround || isStaff(author)) return false;
  const [published] = await tx
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.authorId, author.id), eq(questions.status, "published")))
    .limit(1);
  return !published;
}

/** Puts a question just stored as `staged` in the staging ground (the asking transaction). */
export async function stageQuestion(tx: Db, questionId: number): Promise<void> {
  await tx.insert(stagedQuestions).values({ questionId });
}

/** The staged row, locked for the step about to change it; 409 when the question is no longer staged. */
async function lockStaged(tx: Db, questionId: number) {
  const [row] = await tx.select().from(stagedQuestions).where(eq(stagedQuestions.questionId, questionId)).for("update");
  if (!row) throw conflict(NOT_STAGED);
  return row;
}

/** A staged question's standing and thread as this viewer sees it; undefined for a question that is not staged. */
export async function loadStaging(db: Db, question: QuestionRow, viewer: Viewer): Promise<Staging | undefined> {
  if (question.status !== "staged" || viewer === null) return undefined;
  const [row] = await db.select().from(stagedQuestions).where(eq(stagedQuestions.questionId, question.id));
  if (!row) return undefined;
  return (await presentStagings(db, [{ question, row }], viewer)).get(question.id);
}

/** The staging of several staged questions for one viewer (the queue), by question id. */
async function presentStagings(
  db: Db,
  staged: { question: Pick<QuestionRow, "id" | "authorId">; row: typeof stagedQuestions.$inferSelect }[],
  viewer: Viewer,
): Promise<Map<number, Staging>> {
  const ids = staged.map((item) => item.question.id);
  const events = ids.length ? await db.select().from(stagingEvents).where(inArray(stagingEvents.questionId, ids)).orderBy(asc(stagingEvents.id)) : [];
  const authors = await loadAuthors(db, events.map((event) => event.actorId));
  const result = new Map<number, Staging>();
  for (const { question, row } of staged) {
    const author = viewer !== null && question.authorId === viewer.id;
    const reviewer = reviews(viewer, question);
    result.set(question.id, {
      state: row.state,
      submittedAt: row.submittedAt.toISOString(),
      publishesAt: row.state === "waiting" ? new Date(row.submittedAt.getTime() + STAGING_PUBLISH_HOURS * 3_600_000).toISOString() : null,
      events: events
        .filter((event) => event.questionId === question.id)
        .map((event) => ({
          id: event.id,
          kind: event.kind,
          actor: presentAuthorOf(authors, event.actorId),
          body: event.body,
          createdAt: event.createdAt.toISOString(),
        })),
      can: { review: reviewer, comment: author || reviewer, resubmit: author && row.state === "changes-requested" },
    });
  }
  return result;
}

/** Records one step of the thread. */
async function record(tx: Db, questionId: number, actorId: string | null, kind: StagingEventKind, body: string | null) {
  await tx.insert(stagingEvents).values({ questionId, actorId, kind, body });
}

/** Guidance from a reviewer or a reply from the author, on a question the viewer sees staged; 403 for anyone else. */
export async function commentOnStaged(db: Db, viewer: NonNullable<Viewer>, question: QuestionRow, body: string): Promise<StagingState> {
  if (question.authorId !== viewer.id && !reviews(viewer, question)) throw forbidden("Only the author and reviewers comment in the staging ground");
  return db.transaction(async (tx) => {
    const row = await lockStaged(tx, question.id);
    await record(tx, question.id, viewer.id, "comment", body);
    return row.state;
  });
}

/** A reviewer asks the author to change the question: it waits for them (the clock stops); 409 unless it was waiting. */
export async function requestChanges(db: Db, viewer: NonNullable<Viewer>, question: QuestionRow, body: string): Promise<void> {
  if (!reviews(viewer, question)) throw forbidden("Only reviewers ask for changes, and not on their own question");
  await db.transaction(async (tx) => {
    const row = await lockStaged(tx, question.id);
    if (row.state !== "waiting") throw conflict("Changes were already asked for; the author has not resubmitted yet");
    await tx.update(stagedQuestions).set({ state: "changes-requested" }).where(eq(stagedQuestions.questionId, question.id));
    await record(tx, question.id, viewer.id, "changes-requested", body);
  });
}

/** The author resubmits after editing: it waits for reviewers again, the 72 hours counted anew; 409 unless changes were asked. */
export async function resubmitStaged(db: Db, viewer: NonNullable<Viewer>, question: QuestionRow): Promise<void> {
  if (question.authorId !== viewer.id) throw forbidden("Only the author resubmits a staged question");
  await db.transaction(async (tx) => {
    const row = await lockStaged(tx, question.id);
    if (row.state !== "changes-requested") throw conflict("This question already waits for reviewers");
    await tx.update(stagedQuestions).set({ state: "waiting", submittedAt: new Date() }).where(eq(stagedQuestions.questionId, question.id));
    await record(tx, question.id, viewer.id, "resubmitted", null);
  });
}

/**
 * Publishes a staged question: everyone sees it from now on, dated now (it enters the feeds as
 * new), its topics count it, and the thread records who published it (null: the clock). With
 * `due`, only if it still waits and its 72 hours have passed (the clock's run, which may race a
 * reviewer). False when it was no longer staged (or not yet due).
 */
export async function publishStaged(db: Db, questionId: number, actorId: string | null, { due = false } = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(stagedQuestions).where(eq(stagedQuestions.questionId, questionId)).for("update");
    if (!row) return false;
    if (due) {
      const [ready] = await tx
        .select({ id: stagedQuestions.questionId })
        .from(stagedQuestions)
        .where(and(eq(stagedQuestions.questionId, questionId), eq(stagedQuestions.state, "waiting"), sql`${stagedQuestions.submittedAt} <= now() - ${PUBLISH_AFTER}`));
      if (!ready) return false;
    }
    const now = new Date();
    const [published] = await tx
      .update(questions)
      .set({ status: "published", createdAt: now, updatedAt: now })
      .where(and(eq(questions.id, questionId), eq(questions.status, "staged")))
      .returning({ id: questions.id, spaceId: questions.spaceId });
    await tx.delete(stagedQuestions).where(eq(stagedQuestions.questionId, questionId));
    if (!published) return false;
    const links = await tx.select({ topicId: questionTopics.topicId }).from(questionTopics).where(eq(questionTopics.questionId, questionId));
    await adjustTopicQuestionCounts(tx, links.map((link) => link.topicId), 1);
    await adjustSpacePostCount(tx, published.spaceId, 1);
    await record(tx, questionId, actorId, "published", null);
    // Published by the clock, nobody has looked at it: the first-questions queue does.
    if (actorId === null) await tx.execute(sql`insert into review_tasks (queue, question_id) values ('first-questions', ${questionId}) on conflict do nothing`);
    return true;
  });
}

/** The staged questions whose 72 hours passed with nobody reviewing them, oldest first (the clock's job). */
export async function overdueStaged(db: Db, limit = 100): Promise<number[]> {
  const rows = await db
    .select({ id: stagedQuestions.questionId })
    .from(stagedQuestions)
    .where(and(eq(stagedQuestions.state, "waiting"), sql`${stagedQuestions.submittedAt} <= now() - ${PUBLISH_AFTER}`))
    .orderBy(asc(stagedQuestions.submittedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** How many staged questions wait for this reviewer (not theirs). */
export async function countStagedForReview(db: Db, viewerId: string): Promise<number> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(stagedQuestions)
    .innerJoin(questions, eq(questions.id, stagedQuestions.questionId))
    .where(and(eq(stagedQuestions.state, "waiting"), eq(questions.status, "staged"), sql`${questions.authorId} is distinct from ${viewerId}::uuid`));
  return Number(count?.n ?? 0);
}

/** The staged questions waiting for this reviewer (not theirs), oldest first, with their staging; and how many wait. */
export async function listStagedForReview(db: Db, viewer: NonNullable<Viewer>, limit: number) {
  const mine = sql`${questions.authorId} is distinct from ${viewer.id}::uuid`;
  const rows = await db
    .select({ question: questions, row: stagedQuestions })
    .from(stagedQuestions)
    .innerJoin(questions, eq(questions.id, stagedQuestions.questionId))
    .where(and(eq(stagedQuestions.state, "waiting"), eq(questions.status, "staged"), mine))
    .orderBy(asc(stagedQuestions.submittedAt), asc(stagedQuestions.questionId))
    .limit(limit);
  const stagings = await presentStagings(db, rows, viewer);
  return { rows, stagings, pending: await countStagedForReview(db, viewer.id) };
}
