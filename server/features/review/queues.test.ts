import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { PRIVILEGES } from "@shared/reputation";
import { LATE_ANSWER_DAYS } from "@shared/review";
import { questions } from "../../db/schema/content";
import { reviewTasks } from "../../db/schema/review";
import { reviewTaskReviews } from "../../db/schema/review";
import { as, buildTestApp, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { answerQuestion, askQuestion, grantReputation } from "../../test/factories";
import { registerStaff } from "../../test/staff";

type Member = Awaited<ReturnType<typeof registerMember>>;
const REVIEW = PRIVILEGES.review.presets["new-community"];
const CLOSE_VOTES = PRIVILEGES["close-votes"].presets["new-community"];

interface TaskPage {
  items: { id: number; queue: string; question: { id: number; title: string }; answer: { id: number } | null; actions: string[]; looksOk: number }[];
  pending: number;
}

describeApi("review queues (issue 25, point 3)", () => {
  let ctx: TestContext;
  let reviewers: Member[];
  let voters: Member[];
  let plain: Member;
  let admin: Member;

  beforeAll(async () => {
    ctx = await createTestContext();
    reviewers = [];
    for (const name of ["Rea", "Rio", "Ren"]) {
      const member = await registerMember(ctx.app, { firstName: name, lastName: "Reviewer" });
      await grantReputation(ctx.database.db, member.user.id, REVIEW);
      reviewers.push(member);
    }
    voters = [];
    for (const name of ["Vic", "Val", "Vera", "Vin"]) {
      const member = await registerMember(ctx.app, { firstName: name, lastName: "Voter" });
      await grantReputation(ctx.database.db, member.user.id, CLOSE_VOTES);
      voters.push(member);
    }
    plain = await registerMember(ctx.app, { firstName: "Pat", lastName: "Plain" });
    admin = await registerStaff(ctx, "admin");
  });
  afterAll(() => ctx?.close());

  const db = () => ctx.database.db;
  const call = (who: Member, method: "GET" | "POST" | "PATCH", url: string, payload?: Record<string, unknown>) => as(ctx.app, who.cookie, { method, url, ...(payload ? { payload } : {}) });
  const tasks = async (who: Member, queue: string) => {
    const response = await call(who, "GET", `/api/review/${queue}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TaskPage;
  };
  const taskOf = async (queue: string, questionId: number, answerId: number | null = null) =>
    (await db().select().from(reviewTasks).where(eq(reviewTasks.questionId, questionId))).find((row) => row.queue === queue && row.answerId === answerId);
  const newcomer = (first: string) => registerMember(ctx.app, { firstName: first, lastName: "Newcomer" });

  it("a member's first question waits in first-questions, their second does not; two looks-ok take it out", async () => {
    const asker = await newcomer("Nia");
    const first = await askQuestion(ctx.app, asker.cookie, { title: "How do I water a cactus in winter?" });
    const second = await askQuestion(ctx.app, asker.cookie, { title: "How do I repot a cactus safely?" });
    const task = (await taskOf("first-questions", first.id))!;
    expect(task).toMatchObject({ state: "pending" });
    expect(await taskOf("first-questions", second.id)).toBeUndefined();

    const listed = await tasks(reviewers[0]!, "first-questions");
    const item = listed.items.find((entry) => entry.id === task.id)!;
    expect(item).toMatchObject({ queue: "first-questions", question: { id: first.id, title: "How do I water a cactus in winter?" }, answer: null, looksOk: 0 });
    expect(item.actions).toEqual(["looks-ok", "edit", "comment", "report", "skip"]);

    const url = `/api/review/first-questions/${task.id}`;
    const one = await call(reviewers[0]!, "POST", url, { action: "looks-ok" });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual({ id: task.id, state: "pending", outcome: null });
    // The same reviewer twice: 409; the task leaves their list.
    expect((await call(reviewers[0]!, "POST", url, { action: "looks-ok" })).statusCode).toBe(409);
    expect((await tasks(reviewers[0]!, "first-questions")).items.some((entry) => entry.id === task.id)).toBe(false);
    // Another queue's action: 400.
    expect((await call(reviewers[1]!, "POST", url, { action: "leave-open" })).statusCode).toBe(400);
    const two = await call(reviewers[1]!, "POST", url, { action: "looks-ok", comment: "Clear and on topic" });
    expect(two.json()).toEqual({ id: task.id, state: "completed", outcome: "looks-ok" });
    expect((await tasks(reviewers[2]!, "first-questions")).items.some((entry) => entry.id === task.id)).toBe(false);
    expect((await call(reviewers[2]!, "POST", url, { action: "looks-ok" })).statusCode).toBe(409);
  });

  it("nobody reviews their own post; skip hides a task from that reviewer only; decisive actions need the deed", async () => {
    const asker = reviewers[2]!;
    // A reviewer's own first question (they had asked none yet).
    const own = await askQuestion(ctx.app, asker.cookie, { title: "Which soil suits a lemon tree in a pot?" });
    const task = (await taskOf("first-questions", own.id))!;
    expect((await tasks(asker, "first-questions")).items.some((entry) => entry.id === task.id)).toBe(false);
    expect((await call(asker, "POST", `/api/review/first-questions/${task.id}`, { action: "looks-ok" })).statusCode).toBe(403);

    const url = `/api/review/first-questions/${task.id}`;
    expect((await call(reviewers[0]!, "POST", url, { action: "skip" })).json()).toMatchObject({ state: "pending" });
    expect((await tasks(reviewers[0]!, "first-questions")).items.some((entry) => entry.id === task.id)).toBe(false);
    expect((await tasks(reviewers[1]!, "first-questions")).items.some((entry) => entry.id === task.id)).toBe(true);

    // A comment recorded without commenting is refused, and counts nothing.
    const early = await call(reviewers[1]!, "POST", url, { action: "comment" });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/comment/i);
    const comment = await call(reviewers[1]!, "POST", `/api/questions/${own.id}/comments`, { content: "Could you say how big the pot is?" });
    expect(comment.statusCode, comment.body).toBe(201);
    expect((await call(reviewers[1]!, "POST", url, { action: "comment" })).json()).toEqual({ id: task.id, state: "completed", outcome: "comment" });
  });

  it("first answers and late answers (a question over 30 days old, an author under 50 reputation)", async () => {
    const asker = await newcomer("Oli");
    const question = await askQuestion(ctx.app, asker.cookie, { title: "Why does bread go stale so fast?" });
    const answerer = await newcomer("Ana");
    const first = await answerQuestion(ctx.app, answerer.cookie, question.id, "<p>Starch crystallises as it cools.</p>");
    expect(await taskOf("first-answers", question.id, first.id)).toMatchObject({ state: "pending" });
    const second = await answerQuestion(ctx.app, answerer.cookie, question.id, "<p>Also: it dries out.</p>");
    expect(await taskOf("first-answers", question.id, second.id)).toBeUndefined();

    await db().update(questions).set({ createdAt: sql`now() - make_interval(days => ${LATE_ANSWER_DAYS + 1})` }).where(eq(questions.id, question.id));
    const late = await answerQuestion(ctx.app, answerer.cookie, question.id, "<p>Freezing slows it down.</p>");
    const lateTask = (await taskOf("late-answers", question.id, late.id))!;
    expect(lateTask).toMatchObject({ state: "pending" });
    const listed = await tasks(reviewers[0]!, "late-answers");
    expect(listed.items.find((entry) => entry.id === lateTask.id)).toMatchObject({ answer: { id: late.id }, question: { id: question.id } });
    // A member with reputation answering late is not reviewed.
    await answerQuestion(ctx.app, reviewers[1]!.cookie, question.id, "<p>Keep it in a bread box.</p>");
    expect((await db().select().from(reviewTasks).where(eq(reviewTasks.questionId, question.id))).filter((row) => row.queue === "late-answers")).toHaveLength(1);

    // An edit recorded after editing (here a suggested edit, the reviewer lacking edit-freely).
    const url = `/api/review/late-answers/${lateTask.id}`;
    expect((await call(reviewers[0]!, "POST", url, { action: "edit" })).statusCode).toBe(400);
    const edit = await call(reviewers[0]!, "PATCH", `/api/answers/${late.id}`, { content: "<p>Freezing slows staling down a lot.</p>" });
    expect(edit.statusCode, edit.body).toBe(202);
    expect((await call(reviewers[0]!, "POST", url, { action: "edit" })).json()).toMatchObject({ state: "completed", outcome: "edit" });
  });

  it("close votes: a vote short of closing queues the question; reviewers vote from the queue; the closing vote ends the task", async () => {
    const asker = await newcomer("Cal");
    const question = await askQuestion(ctx.app, asker.cookie, { title: "What is the best programming language ever?" });
    expect((await call(voters[0]!, "POST", `/api/questions/${question.id}/close-votes`, { reason: "opinion-based" })).statusCode).toBe(200);
    const task = (await taskOf("close-votes", question.id))!;
    expect(task).toMatchObject({ state: "pending" });
    // The voter does not get their own vote to review; another voter does.
    expect((await tasks(voters[0]!, "close-votes")).items.some((entry) => entry.id === task.id)).toBe(false);
    expect((await tasks(voters[1]!, "close-votes")).items.find((entry) => entry.id === task.id)).toMatchObject({ actions: ["close", "leave-open", "skip"] });
    // Review members without close-votes: 403 privilege_required for the vote queues.
    const refused = await call(reviewers[0]!, "GET", "/api/review/close-votes");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe("privilege_required");

    const url = `/api/review/close-votes/${task.id}`;
    expect((await call(voters[1]!, "POST", url, { action: "close" })).statusCode).toBe(400);
    expect((await call(voters[1]!, "POST", `/api/questions/${question.id}/close-votes`, { reason: "opinion-based" })).statusCode).toBe(200);
    expect((await call(voters[1]!, "POST", url, { action: "close" })).json()).toEqual({ id: task.id, state: "pending", outcome: null });
    expect((await call(voters[2]!, "POST", `/api/questions/${question.id}/close-votes`, { reason: "opinion-based" })).json()).toMatchObject({ closed: { reason: "opinion-based" } });
    expect(await taskOf("close-votes", question.id)).toMatchObject({ state: "completed", outcome: "closed" });
    // The deciding voter's review is still recorded.
    expect((await call(voters[2]!, "POST", url, { action: "close" })).json()).toEqual({ id: task.id, state: "completed", outcome: "closed" });
    expect((await call(voters[3]!, "POST", url, { action: "leave-open" })).statusCode).toBe(409);

    // The asker edits the closed question: it waits in reopen-votes.
    expect((await call(asker, "PATCH", `/api/questions/${question.id}`, { title: "Which language suits teaching children to program?" })).statusCode).toBe(200);
    const reopen = (await taskOf("reopen-votes", question.id))!;
    expect(reopen).toMatchObject({ state: "pending" });
    const leave = `/api/review/reopen-votes/${reopen.id}`;
    expect((await call(voters[0]!, "POST", leave, { action: "leave-closed" })).json()).toMatchObject({ state: "pending" });
    expect((await call(voters[1]!, "POST", leave, { action: "leave-closed" })).json()).toMatchObject({ state: "completed", outcome: "leave-closed" });
  });

  it("a task on a held post is listed to nobody and cannot be reviewed", async () => {
    const asker = await newcomer("Hal");
    const question = await askQuestion(ctx.app, asker.cookie, { title: "How do I keep basil alive indoors?" });
    const task = (await taskOf("first-questions", question.id))!;
    await db().update(questions).set({ status: "held" }).where(eq(questions.id, question.id));
    expect((await tasks(reviewers[0]!, "first-questions")).items.some((entry) => entry.id === task.id)).toBe(false);
    expect((await call(reviewers[0]!, "POST", `/api/review/first-questions/${task.id}`, { action: "looks-ok" })).statusCode).toBe(404);
    // A task id of another queue is not found either.
    await db().update(questions).set({ status: "published" }).where(eq(questions.id, question.id));
    expect((await call(reviewers[0]!, "POST", `/api/review/first-answers/${task.id}`, { action: "looks-ok" })).statusCode).toBe(404);
  });

  it("GET /api/review lists the queues each viewer may work; staff see reports and a post's review timeline", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/review" })).statusCode).toBe(401);
    expect((await call(plain, "GET", "/api/review")).json()).toEqual({ queues: [] });
    const forbidden = await call(plain, "GET", "/api/review/first-questions");
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error).toBe("privilege_required");
    expect((await call(plain, "GET", "/api/review/no-such-queue")).statusCode).toBe(404);

    const reviewerQueues = (await call(reviewers[0]!, "GET", "/api/review")).json().queues.map((entry: { queue: string }) => entry.queue);
    expect(reviewerQueues).toEqual(["first-questions", "first-answers", "late-answers", "suggested-edits"]);
    const staff = (await call(admin, "GET", "/api/review")).json().queues as { queue: string; pending: number }[];
    expect(staff.map((entry) => entry.queue)).toEqual(["first-questions", "first-answers", "late-answers", "suggested-edits", "close-votes", "reopen-votes", "reports"]);
    expect((await call(reviewers[0]!, "GET", "/api/review/reports")).statusCode).toBe(403);
    expect((await call(admin, "GET", "/api/review/reports")).statusCode).toBe(200);

    const asker = await newcomer("Tia");
    const question = await askQuestion(ctx.app, asker.cookie, { title: "How long should tea steep?" });
    const task = (await taskOf("first-questions", question.id))!;
    const before = staff.find((entry) => entry.queue === "first-questions")!.pending;
    expect((await call(admin, "GET", "/api/review")).json().queues.find((entry: { queue: string }) => entry.queue === "first-questions").pending).toBe(before + 1);
    await call(reviewers[0]!, "POST", `/api/review/first-questions/${task.id}`, { action: "looks-ok", comment: "Fine as it is" });
    expect((await call(reviewers[0]!, "GET", `/api/questions/${question.id}/reviews`)).statusCode).toBe(403);
    const history = await call(admin, "GET", `/api/questions/${question.id}/reviews`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().items).toEqual([
      expect.objectContaining({ queue: "first-questions", taskId: task.id, answerId: null, action: "looks-ok", comment: "Fine as it is", reviewer: expect.objectContaining({ id: reviewers[0]!.user.id }) }),
    ]);
  });

  it("two processes on one database: parallel looks-ok reviews complete a task once, each reviewer counted once", async () => {
    const second = await buildTestApp(ctx.database);
    try {
      await second.ready();
      const apps = [ctx.app, second];
      const asker = await newcomer("Par");
      const question = await askQuestion(ctx.app, asker.cookie, { title: "Can two reviewers agree at once?" });
      const task = (await taskOf("first-questions", question.id))!;
      const url = `/api/review/first-questions/${task.id}`;
      // Three reviewers at once, each twice: two count and complete it, the rest are refused.
      const results = await Promise.all(
        [...reviewers, ...reviewers].map((reviewer, index) => as(apps[index % 2]!, reviewer.cookie, { method: "POST", url, payload: { action: "looks-ok" } })),
      );
      for (const result of results) expect([200, 409]).toContain(result.statusCode);
      expect(results.filter((result) => result.statusCode === 200)).toHaveLength(2);
      expect(await db().select().from(reviewTaskReviews).where(eq(reviewTaskReviews.taskId, task.id))).toHaveLength(2);
      expect(await taskOf("first-questions", question.id)).toMatchObject({ state: "completed", outcome: "looks-ok" });
    } finally {
      await second.close();
    }
  });
});
