import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { PRIVILEGES } from "@shared/reputation";
import { MAX_PENDING_SUGGESTIONS } from "@shared/suggested-edits";
import { answerRevisions, questionRevisions } from "../../db/schema/revisions";
import { answers, questions } from "../../db/schema/content";
import { notifications } from "../../db/schema/messaging";
import { reputationEvents } from "../../db/schema/reputation";
import { questionCloseVotes } from "../../db/schema/close-votes";
import { suggestedEdits } from "../../db/schema/suggested-edits";
import { users } from "../../db/schema/users";
import { as, buildTestApp, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { answerQuestion, askQuestion, grantReputation } from "../../test/factories";
import { registerStaff } from "../../test/staff";

type Member = Awaited<ReturnType<typeof registerMember>>;
const REVIEW = PRIVILEGES.review.presets["new-community"];
const EDIT_FREELY = PRIVILEGES["edit-freely"].presets["new-community"];

describeApi("suggested edits (issue 25, point 2)", () => {
  let ctx: TestContext;
  let author: Member;
  let suggester: Member;
  let reviewers: Member[];
  let editor: Member;
  let admin: Member;

  beforeAll(async () => {
    ctx = await createTestContext();
    author = await registerMember(ctx.app, { firstName: "Ada", lastName: "Author" });
    suggester = await registerMember(ctx.app, { firstName: "Sam", lastName: "Suggester" });
    reviewers = [];
    for (const name of ["Rea", "Rio", "Ren"]) {
      const member = await registerMember(ctx.app, { firstName: name, lastName: "Reviewer" });
      await grantReputation(ctx.database.db, member.user.id, REVIEW);
      reviewers.push(member);
    }
    editor = await registerMember(ctx.app, { firstName: "Eli", lastName: "Editor" });
    await grantReputation(ctx.database.db, editor.user.id, EDIT_FREELY);
    admin = await registerStaff(ctx, "admin");
  });
  afterAll(() => ctx?.close());

  const db = () => ctx.database.db;
  const call = (who: Member, method: "GET" | "POST" | "PATCH", url: string, payload?: Record<string, unknown>) => as(ctx.app, who.cookie, { method, url, ...(payload ? { payload } : {}) });
  const reputationOf = async (who: Member) => (await db().select({ reputation: users.reputation }).from(users).where(eq(users.id, who.user.id)))[0]!.reputation;
  const queue = async (who: Member) => (await call(who, "GET", "/api/review/suggested-edits")).json() as { items: { id: number; approvals: number; current: { title: string | null; body: string }; suggested: { title: string | null; body: string } }[]; pending: number };

  it("an edit of someone else's question without edit-freely waits for review: 202, nothing changes, one pending per post", async () => {
    const question = await askQuestion(ctx.app, author.cookie, { title: "How do tides work on a lake?", content: "<p>Lakes seem still.</p>" });
    const response = await call(suggester, "PATCH", `/api/questions/${question.id}`, { title: "How do tides work on a large lake?", editSummary: "More precise title" });
    expect(response.statusCode, response.body).toBe(202);
    const { suggestedEditId } = response.json();
    expect(suggestedEditId).toEqual(expect.any(Number));
    const [row] = await db().select().from(questions).where(eq(questions.id, question.id));
    expect(row!.title).toBe("How do tides work on a lake?");
    // A second suggestion on the same post is refused while one waits (by anyone without edit-freely).
    expect((await call(reviewers[0]!, "PATCH", `/api/questions/${question.id}`, { title: "Another title for this question?" })).statusCode).toBe(409);
    // An edit that changes nothing is no suggestion.
    const other = await askQuestion(ctx.app, author.cookie);
    expect((await call(suggester, "PATCH", `/api/questions/${other.id}`, { title: other.title })).statusCode).toBe(400);
    // The author still edits their own at once.
    expect((await call(author, "PATCH", `/api/questions/${other.id}`, { title: "The author's own new title?" })).statusCode).toBe(200);
    // The queue shows the post now and as suggested.
    const listed = (await queue(reviewers[0]!)).items.find((item) => item.id === suggestedEditId)!;
    expect(listed.current.title).toBe("How do tides work on a lake?");
    expect(listed.suggested.title).toBe("How do tides work on a large lake?");
    // The suggester's own is not in their queue (and they can't review it).
    await grantReputation(db(), suggester.user.id, REVIEW);
    expect((await queue(suggester)).items.map((item) => item.id)).not.toContain(suggestedEditId);
    expect((await call(suggester, "POST", `/api/review/suggested-edits/${suggestedEditId}/approve`)).statusCode).toBe(403);
    await grantReputation(db(), suggester.user.id, -REVIEW);
  });

  it("two approvals apply it as the suggester's revision, +2 reputation, and tell them; a review counts once", async () => {
    const question = await askQuestion(ctx.app, author.cookie, { title: "What makes bread rise in the oven?", content: "<p>Yeast?</p>" });
    const before = await reputationOf(suggester);
    const { suggestedEditId } = (await call(suggester, "PATCH", `/api/questions/${question.id}`, { content: "<p>Yeast, or something else?</p>", editSummary: "Clearer" })).json();
    const first = await call(reviewers[0]!, "POST", `/api/review/suggested-edits/${suggestedEditId}/approve`);
    expect(first.json()).toEqual({ id: suggestedEditId, state: "pending", approvals: 1, rejections: 0 });
    expect((await call(reviewers[0]!, "POST", `/api/review/suggested-edits/${suggestedEditId}/approve`)).statusCode).toBe(409);
    // Reviewed already: not in that reviewer's queue any more.
    expect((await queue(reviewers[0]!)).items.map((item) => item.id)).not.toContain(suggestedEditId);
    const second = await call(reviewers[1]!, "POST", `/api/review/suggested-edits/${suggestedEditId}/approve`);
    expect(second.json()).toEqual({ id: suggestedEditId, state: "approved", approvals: 2, rejections: 0 });
    const [row] = await db().select().from(questions).where(eq(questions.id, question.id));
    expect(row!.content).toBe("<p>Yeast, or something else?</p>");
    expect(row!.editedById).toBe(suggester.user.id);
    const revisions = await db().select().from(questionRevisions).where(eq(questionRevisions.questionId, question.id));
    expect(revisions.map((revision) => [revision.number, revision.editorId, revision.editSummary])).toEqual([
      [1, author.user.id, null],
      [2, suggester.user.id, "Clearer"],
    ]);
    expect(await reputationOf(suggester)).toBe(before + 2);
    const events = await db().select().from(reputationEvents).where(and(eq(reputationEvents.userId, suggester.user.id), eq(reputationEvents.reason, "edit-approved")));
    expect(events.filter((event) => event.questionId === question.id)).toHaveLength(1);
    const told = await db().select().from(notifications).where(and(eq(notifications.userId, suggester.user.id), eq(notifications.type, "suggested_edit_approved")));
    expect(told.some((notification) => notification.questionId === question.id && notification.actorId === reviewers[1]!.user.id)).toBe(true);
    // Decided: a third review finds it so.
    expect((await call(reviewers[2]!, "POST", `/api/review/suggested-edits/${suggestedEditId}/approve`)).statusCode).toBe(409);
  });

  it("two rejections discard it and tell the suggester why; the post's author, edit-freely and staff decide alone", async () => {
    const question = await askQuestion(ctx.app, author.cookie, { title: "Why is the sky blue at noon?" });
    const answer = await answerQuestion(ctx.app, author.cookie, question.id, "<p>Rayleigh scattering.</p>");
    const suggest = async () => (await call(suggester, "PATCH", `/api/answers/${answer.id}`, { content: "<p>Rayleigh scattering of sunlight.</p>" })).json().suggestedEditId as number;

    let id = await suggest();
    expect((await call(reviewers[0]!, "POST", `/api/review/suggested-edits/${id}/reject`, { reason: "" })).statusCode).toBe(400);
    expect((await call(reviewers[0]!, "POST", `/api/review/suggested-edits/${id}/reject`, { reason: "Changes nothing that matters" })).json().state).toBe("pending");
    expect((await call(reviewers[1]!, "POST", `/api/review/suggested-edits/${id}/reject`, { reason: "Not an improvement" })).json().state).toBe("rejected");
    const [kept] = await db().select().from(answers).where(eq(answers.id, answer.id));
    expect(kept!.content).toBe("<p>Rayleigh scattering.</p>");
    const told = await db().select().from(notifications).where(and(eq(notifications.userId, suggester.user.id), eq(notifications.type, "suggested_edit_rejected")));
    expect(told.find((notification) => notification.answerId === answer.id)).toMatchObject({ subject: "Not an improvement", actorId: reviewers[1]!.user.id });

    // The post's author decides alone, without the review privilege.
    id = await suggest();
    expect((await call(author, "POST", `/api/review/suggested-edits/${id}/approve`)).json().state).toBe("approved");
    expect((await db().select().from(answerRevisions).where(eq(answerRevisions.answerId, answer.id))).at(-1)!.editorId).toBe(suggester.user.id);
    // A member with edit-freely edits directly (200) and rejects alone; staff likewise.
    const direct = await call(editor, "PATCH", `/api/answers/${answer.id}`, { content: "<p>Rayleigh scattering, mostly.</p>" });
    expect(direct.statusCode, direct.body).toBe(200);
    id = (await call(suggester, "PATCH", `/api/answers/${answer.id}`, { content: "<p>Scattering.</p>" })).json().suggestedEditId;
    expect((await call(editor, "POST", `/api/review/suggested-edits/${id}/reject`, { reason: "Too short" })).json().state).toBe("rejected");
    id = (await call(suggester, "PATCH", `/api/answers/${answer.id}`, { content: "<p>Scattering of light.</p>" })).json().suggestedEditId;
    expect((await call(admin, "POST", `/api/review/suggested-edits/${id}/reject`, { reason: "Less precise" })).json().state).toBe("rejected");
  });

  it("an edit by the author first supersedes a pending suggestion; members below review are refused the queue", async () => {
    const question = await askQuestion(ctx.app, author.cookie, { title: "How far away is the Moon today?" });
    const { suggestedEditId } = (await call(suggester, "PATCH", `/api/questions/${question.id}`, { title: "How far away is the Moon right now?" })).json();
    expect((await call(author, "PATCH", `/api/questions/${question.id}`, { content: "<p>In kilometres.</p>" })).statusCode).toBe(200);
    const [row] = await db().select().from(suggestedEdits).where(eq(suggestedEdits.id, suggestedEditId));
    expect(row!.state).toBe("superseded");
    expect((await call(reviewers[0]!, "POST", `/api/review/suggested-edits/${suggestedEditId}/approve`)).statusCode).toBe(409);
    // A new suggestion may follow.
    expect((await call(suggester, "PATCH", `/api/questions/${question.id}`, { title: "How far away is the Moon right now?" })).statusCode).toBe(202);
    const refused = await call(suggester, "GET", "/api/review/suggested-edits");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: "privilege_required", privilege: "review", required: REVIEW });
    // Unknown ids are 404s.
    expect((await call(reviewers[0]!, "POST", "/api/review/suggested-edits/999999/approve")).statusCode).toBe(404);
  });

  it("a member has at most MAX_PENDING_SUGGESTIONS waiting at once (429 beyond), and may suggest again once one is decided", async () => {
    const eager = await registerMember(ctx.app, { firstName: "Eager", lastName: "Editor" });
    const ids: number[] = [];
    for (let index = 0; index < MAX_PENDING_SUGGESTIONS; index++) {
      const question = await askQuestion(ctx.app, author.cookie);
      const response = await call(eager, "PATCH", `/api/questions/${question.id}`, { title: `A clearer title, number ${index}?` });
      expect(response.statusCode, response.body).toBe(202);
      ids.push(response.json().suggestedEditId);
    }
    const question = await askQuestion(ctx.app, author.cookie);
    const refused = await call(eager, "PATCH", `/api/questions/${question.id}`, { title: "One suggestion too many?" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/waiting for review/);
    expect((await call(admin, "POST", `/api/review/suggested-edits/${ids[0]}/reject`, { reason: "Not needed" })).json().state).toBe("rejected");
    expect((await call(eager, "PATCH", `/api/questions/${question.id}`, { title: "One suggestion too many?" })).statusCode).toBe(202);
  });

  it("parallel approvals apply the edit once", async () => {
    const question = await askQuestion(ctx.app, author.cookie, { title: "Do cats see colours at night?" });
    const { suggestedEditId } = (await call(suggester, "PATCH", `/api/questions/${question.id}`, { title: "Do cats see any colours at night?" })).json();
    const results = await Promise.all(reviewers.map((reviewer) => call(reviewer, "POST", `/api/review/suggested-edits/${suggestedEditId}/approve`)));
    for (const result of results) expect([200, 409]).toContain(result.statusCode);
    const revisions = await db().select().from(questionRevisions).where(eq(questionRevisions.questionId, question.id));
    expect(revisions).toHaveLength(2);
    const events = await db().select().from(reputationEvents).where(and(eq(reputationEvents.userId, suggester.user.id), eq(reputationEvents.questionId, question.id)));
    expect(events).toHaveLength(1);
  });

  it("two processes on one database: parallel close votes close the question once, parallel approvals apply the edit once", async () => {
    const second = await buildTestApp(ctx.database);
    try {
      await second.ready();
      const apps = [ctx.app, second];
      const closers: Member[] = [];
      for (const name of ["Cal", "Cy", "Col", "Cat"]) {
        const member = await registerMember(ctx.app, { firstName: name, lastName: "Closer" });
        await grantReputation(db(), member.user.id, PRIVILEGES["close-votes"].presets["new-community"]);
        closers.push(member);
      }
      const question = await askQuestion(ctx.app, author.cookie, { title: "Which programming language is the best one?" });
      const votes = await Promise.all(
        closers.map((closer, index) => as(apps[index % 2]!, closer.cookie, { method: "POST", url: `/api/questions/${question.id}/close-votes`, payload: { reason: "opinion-based" } })),
      );
      // Three count and close it; the fourth finds it closed (409) or counted before it (never a second closing).
      expect(votes.filter((vote) => vote.statusCode === 200).length).toBeGreaterThanOrEqual(3);
      for (const vote of votes) expect([200, 409]).toContain(vote.statusCode);
      const applied = await db().select().from(questionCloseVotes).where(and(eq(questionCloseVotes.questionId, question.id), eq(questionCloseVotes.state, "applied")));
      expect(applied).toHaveLength(3);
      const closings = await db().execute(sql`select count(*)::int as n from question_closures where question_id = ${question.id} and action = 'close'`);
      expect(Number((closings as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(1);

      const other = await askQuestion(ctx.app, author.cookie, { title: "Do owls see in colour at night?" });
      const { suggestedEditId } = (await call(suggester, "PATCH", `/api/questions/${other.id}`, { title: "Do owls see any colour at night?" })).json();
      const reviews = await Promise.all(
        reviewers.map((reviewer, index) => as(apps[index % 2]!, reviewer.cookie, { method: "POST", url: `/api/review/suggested-edits/${suggestedEditId}/approve` })),
      );
      for (const review of reviews) expect([200, 409]).toContain(review.statusCode);
      expect(await db().select().from(questionRevisions).where(eq(questionRevisions.questionId, other.id))).toHaveLength(2);
      expect(await db().select().from(reputationEvents).where(and(eq(reputationEvents.userId, suggester.user.id), eq(reputationEvents.questionId, other.id)))).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
