import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { comments, questions } from "../../db/schema/content";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { answerQuestion, askQuestion } from "../../test/factories";
import { holdPostsContaining, registerStaff } from "../../test/staff";

// Comments on the question itself (issue 11): the same routes, rules and counters as an
// answer's comments (docs/decisions/025-question-threads.md).
describeApi("question comments", () => {
  let ctx: TestContext;
  let asker: Awaited<ReturnType<typeof registerMember>>;
  let commenter: Awaited<ReturnType<typeof registerMember>>;
  let other: Awaited<ReturnType<typeof registerMember>>;
  let moderator: Awaited<ReturnType<typeof registerStaff>>;
  let question: { id: number };

  const get = (cookie: string | null, url: string) => (cookie ? as(ctx.app, cookie, { method: "GET", url }) : ctx.app.inject({ method: "GET", url }));
  const send = (cookie: string | null, method: "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
    cookie ? as(ctx.app, cookie, { method, url, ...(payload ? { payload } : {}) }) : ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });
  const commentOn = (cookie: string, questionId: number, content: string) => send(cookie, "POST", `/api/questions/${questionId}/comments`, { content });
  const listed = async (cookie: string | null, questionId = question.id) =>
    ((await get(cookie, `/api/questions/${questionId}/comments`)).json().items as { id: number }[]).map((item) => item.id);

  beforeAll(async () => {
    ctx = await createTestContext();
    asker = await registerMember(ctx.app, { firstName: "Ada" });
    commenter = await registerMember(ctx.app, { firstName: "Cy" });
    other = await registerMember(ctx.app, { firstName: "Oz" });
    moderator = await registerStaff(ctx, "moderator");
    question = await askQuestion(ctx.app, asker.cookie, { title: "Why is the sky blue at noon?" });
  });
  afterAll(() => ctx?.close());

  it("takes a comment from a member, lists it oldest first for everyone, and counts it on the question", async () => {
    const first = await commentOn(commenter.cookie, question.id, "<p>Which sky, the one over the sea?</p>");
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ questionId: question.id, answerId: null, content: "<p>Which sky, the one over the sea?</p>", abilities: { edit: true, delete: true, vote: false, report: false } });
    const second = await commentOn(asker.cookie, question.id, "<p>Any sky will do.</p>");
    expect(await listed(null)).toEqual([first.json().id, second.json().id]);
    const page = (await get(other.cookie, `/api/questions/${question.id}/comments`)).json();
    expect(page.items[0].abilities).toEqual({ edit: false, delete: false, vote: true, report: true });
    const detail = (await get(null, `/api/questions/${question.id}`)).json();
    expect(detail.commentCount).toBe(2);
    expect(detail.abilities.comment).toBe(false);
    expect((await get(other.cookie, `/api/questions/${question.id}`)).json().abilities.comment).toBe(true);
  });

  it("keeps question comments and answer comments apart, and pages by cursor", async () => {
    const q = await askQuestion(ctx.app, asker.cookie, { title: "Where do comments go?" });
    const answer = await answerQuestion(ctx.app, other.cookie, q.id);
    const onAnswer = (await send(commenter.cookie, "POST", `/api/answers/${answer.id}/comments`, { content: "On the answer" })).json();
    expect(onAnswer).toMatchObject({ questionId: q.id, answerId: answer.id });
    const ids: number[] = [];
    for (const text of ["one", "two", "three"]) ids.push((await commentOn(commenter.cookie, q.id, text)).json().id);
    expect(await listed(null, q.id)).toEqual(ids);
    expect(((await get(null, `/api/answers/${answer.id}/comments`)).json().items as { id: number }[]).map((item) => item.id)).toEqual([onAnswer.id]);
    const firstPage = (await get(null, `/api/questions/${q.id}/comments?limit=2`)).json();
    expect(firstPage.items.map((item: { id: number }) => item.id)).toEqual(ids.slice(0, 2));
    const next = (await get(null, `/api/questions/${q.id}/comments?limit=2&cursor=${firstPage.nextCursor}`)).json();
    expect(next).toMatchObject({ items: [{ id: ids[2] }], nextCursor: null });
    expect((await get(null, `/api/questions/${q.id}/comments?cursor=nonsense`)).statusCode).toBe(400);
    const detail = (await get(null, `/api/questions/${q.id}`)).json();
    expect(detail.commentCount).toBe(3);
    expect((await get(null, `/api/questions/${q.id}/answers`)).json().items[0].commentCount).toBe(1);
    // Deleting the answer takes its comments, never the question's.
    await send(other.cookie, "DELETE", `/api/answers/${answer.id}`);
    expect(await listed(null, q.id)).toEqual(ids);
  });

  it("lets only the author or staff edit and delete, and refuses visitors and bad input", async () => {
    const comment = (await commentOn(commenter.cookie, question.id, "<p>Typo here</p>")).json();
    expect((await send(null, "POST", `/api/questions/${question.id}/comments`, { content: "hi" })).statusCode).toBe(401);
    expect((await commentOn(commenter.cookie, question.id, "   ")).statusCode).toBe(400);
    expect((await commentOn(commenter.cookie, question.id, "<p></p>")).statusCode).toBe(400);
    expect((await commentOn(commenter.cookie, question.id, "x".repeat(5000))).statusCode).toBe(400);
    expect((await commentOn(commenter.cookie, 2_147_483_647, "Nowhere")).statusCode).toBe(404);
    expect((await commentOn(commenter.cookie, -1, "Nowhere")).statusCode).toBe(404);
    const script = (await commentOn(commenter.cookie, question.id, "<p>a</p><script>alert(1)</script></script>")).json();
    expect(script.content).not.toContain("<script");

    const byOther = await send(other.cookie, "PATCH", `/api/comments/${comment.id}`, { content: "Hijacked" });
    expect(byOther.statusCode).toBe(403);
    expect((await send(other.cookie, "DELETE", `/api/comments/${comment.id}`)).statusCode).toBe(403);
    const edited = await send(commenter.cookie, "PATCH", `/api/comments/${comment.id}`, { content: "<p>Fixed</p>" });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ content: "<p>Fixed</p>", answerId: null, questionId: question.id });
    const before = (await get(null, `/api/questions/${question.id}`)).json().commentCount;
    expect((await send(moderator.cookie, "DELETE", `/api/comments/${comment.id}`)).statusCode).toBe(204);
    expect(await listed(null)).not.toContain(comment.id);
    expect((await get(null, `/api/questions/${question.id}`)).json().commentCount).toBe(before - 1);
    expect((await send(commenter.cookie, "DELETE", `/api/comments/${comment.id}`)).statusCode).toBe(404);
  });

  it("takes upvotes like answer comments do (comment-votes.test.ts has the rules)", async () => {
    const comment = (await commentOn(commenter.cookie, question.id, "Vote for me")).json();
    expect((await send(other.cookie, "POST", `/api/comments/${comment.id}/vote`, { value: 1 })).json()).toEqual({ upvoteCount: 1, myVote: 1 });
    expect(comment).toMatchObject({ upvoteCount: 0, myVote: 0, abilities: { vote: false } });
  });

  it("can be reported, once per member, and shows in the moderation queue under the question", async () => {
    const comment = (await commentOn(commenter.cookie, question.id, "<p>Rude words</p>")).json();
    const own = await send(commenter.cookie, "POST", "/api/reports", { targetType: "comment", targetId: comment.id, reason: "spam" });
    expect(own.statusCode).toBe(403);
    const filed = await send(other.cookie, "POST", "/api/reports", { targetType: "comment", targetId: comment.id, reason: "harassment" });
    expect(filed.statusCode, filed.body).toBe(201);
    expect((await send(other.cookie, "POST", "/api/reports", { targetType: "comment", targetId: comment.id, reason: "spam" })).statusCode).toBe(409);
    const queue = (await get(moderator.cookie, "/api/admin/reports")).json().items as { targetType: string; targetId: string; content: { url: string; excerpt: string } }[];
    const entry = queue.find((item) => item.targetType === "comment" && item.targetId === String(comment.id));
    expect(entry?.content).toMatchObject({ excerpt: "Rude words", url: `/questions/${question.id}#question-comments` });
    const content = (await get(moderator.cookie, "/api/admin/content?type=comments")).json().items as { id: number; url: string }[];
    expect(content.find((item) => item.id === comment.id)?.url).toBe(`/questions/${question.id}#question-comments`);
  });

  it("tells the question's author of a comment, not of their own, with a link to the question's comments", async () => {
    const q = await askQuestion(ctx.app, asker.cookie, { title: "Who hears of comments?" });
    await commentOn(asker.cookie, q.id, "My own note");
    await commentOn(commenter.cookie, q.id, "A question about your question");
    const items = (await get(asker.cookie, "/api/notifications")).json().items as { type: string; question: { id: number } | null; answerId: number | null; link: string }[];
    const mine = items.filter((item) => item.type === "comment" && item.question?.id === q.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ answerId: null, link: `/questions/${q.id}#question-comments` });
    expect(((await get(commenter.cookie, "/api/notifications")).json().items as { question: { id: number } | null }[]).some((item) => item.question?.id === q.id)).toBe(false);
  });

  it("holds comments with blocked words for review: their author and staff see them, nobody counts or hears of them until approved", async () => {
    await holdPostsContaining(ctx, ["forbiddenword"]);
    const q = await askQuestion(ctx.app, asker.cookie, { title: "Which words are held?" });
    const held = await commentOn(commenter.cookie, q.id, "A forbiddenword here");
    expect(held.statusCode).toBe(201);
    expect(held.json()).toMatchObject({ held: true, message: expect.any(String) });
    const id = held.json().id;
    expect(await listed(null, q.id)).toEqual([]);
    expect(await listed(other.cookie, q.id)).toEqual([]);
    expect(await listed(commenter.cookie, q.id)).toEqual([id]);
    expect(await listed(moderator.cookie, q.id)).toEqual([id]);
    expect((await get(null, `/api/questions/${q.id}`)).json().commentCount).toBe(0);
    expect((await send(other.cookie, "PATCH", `/api/comments/${id}`, { content: "Seen?" })).statusCode).toBe(404);
    expect(((await get(asker.cookie, "/api/notifications")).json().items as { question: { id: number } | null }[]).some((item) => item.question?.id === q.id)).toBe(false);

    const queue = (await get(moderator.cookie, "/api/admin/reports")).json().items as { id: number; targetType: string; targetId: string }[];
    const report = queue.find((item) => item.targetType === "comment" && item.targetId === String(id))!;
    expect((await send(moderator.cookie, "POST", `/api/admin/reports/${report.id}/resolve`, { action: "approve" })).statusCode).toBe(200);
    expect(await listed(null, q.id)).toEqual([id]);
    expect((await get(null, `/api/questions/${q.id}`)).json().commentCount).toBe(1);
    expect(((await get(asker.cookie, "/api/notifications")).json().items as { question: { id: number } | null }[]).some((item) => item.question?.id === q.id)).toBe(true);
  });

  it("hides comments of a held question from everyone but its author and staff", async () => {
    const q = await askQuestion(ctx.app, asker.cookie, { title: "Held for a forbiddenword?" });
    expect((await get(null, `/api/questions/${q.id}`)).statusCode).toBe(404);
    const own = await commentOn(asker.cookie, q.id, "Adding context");
    expect(own.statusCode).toBe(201);
    expect((await get(null, `/api/questions/${q.id}/comments`)).statusCode).toBe(404);
    expect((await get(other.cookie, `/api/questions/${q.id}/comments`)).statusCode).toBe(404);
    expect((await commentOn(other.cookie, q.id, "Sneaking in")).statusCode).toBe(404);
    expect((await send(other.cookie, "DELETE", `/api/comments/${own.json().id}`)).statusCode).toBe(404);
    expect(await listed(asker.cookie, q.id)).toEqual([own.json().id]);
    expect(await listed(moderator.cookie, q.id)).toEqual([own.json().id]);
  });

  it("keeps the database's rule: a comment's answer is always on the comment's question", async () => {
    const a = await askQuestion(ctx.app, asker.cookie, { title: "First of two questions" });
    const b = await askQuestion(ctx.app, asker.cookie, { title: "Second of two questions" });
    const answer = await answerQuestion(ctx.app, other.cookie, a.id);
    await expect(ctx.database.db.insert(comments).values({ questionId: b.id, answerId: answer.id, content: "Mismatched" })).rejects.toThrow();
    // Deleting a question takes its own comments with it.
    const comment = (await commentOn(commenter.cookie, b.id, "Soon gone")).json();
    await ctx.database.db.delete(questions).where(eq(questions.id, b.id));
    expect(await ctx.database.db.select().from(comments).where(eq(comments.id, comment.id))).toEqual([]);
  });

  it("screens a comment's edit like a new comment: a blocked word holds it again, its count follows, staff are not screened (issue 20)", async () => {
    await holdPostsContaining(ctx, ["forbiddenword"]);
    const q = await askQuestion(ctx.app, asker.cookie, { title: "Edited comments, screened?" });
    const answer = await answerQuestion(ctx.app, other.cookie, q.id);
    for (const [url, countOf] of [
      [`/api/questions/${q.id}/comments`, async () => (await get(null, `/api/questions/${q.id}`)).json().commentCount as number],
      [`/api/answers/${answer.id}/comments`, async () => ((await get(null, `/api/questions/${q.id}/answers`)).json().items as { id: number; commentCount: number }[]).find((item) => item.id === answer.id)!.commentCount],
    ] as const) {
      const posted = await send(commenter.cookie, "POST", url, { content: "<p>A harmless remark</p>" });
      expect(posted.statusCode, posted.body).toBe(201);
      const id = posted.json().id as number;
      const before = await countOf();
      const edited = await send(commenter.cookie, "PATCH", `/api/comments/${id}`, { content: "<p>Now with a ForbiddenWord in it</p>" });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ id, held: true, message: expect.any(String) });
      // Gone from everyone's view but its author's and staff's, and no longer counted.
      expect(((await get(null, url)).json().items as { id: number }[]).map((item) => item.id)).not.toContain(id);
      expect(((await get(other.cookie, url)).json().items as { id: number }[]).map((item) => item.id)).not.toContain(id);
      expect(((await get(commenter.cookie, url)).json().items as { id: number }[]).map((item) => item.id)).toContain(id);
      expect(await countOf()).toBe(before - 1);
      // In the moderation queue, and approving it counts it once again.
      const [row] = await ctx.database.db.select().from(comments).where(eq(comments.id, id));
      expect(row!.status).toBe("held");
      const admin = await registerStaff(ctx, "admin");
      const queue = (await as(ctx.app, admin.cookie, { method: "GET", url: "/api/admin/reports?status=open&limit=100" })).json();
      const report = (queue.items as { id: number; targetType: string; targetId: string | number }[]).find((item) => item.targetType === "comment" && Number(item.targetId) === id);
      expect(report).toBeDefined();
      // Editing it again while held keeps it held and counts nothing twice.
      expect((await send(commenter.cookie, "PATCH", `/api/comments/${id}`, { content: "<p>forbiddenword again</p>" })).json().held).toBe(true);
      expect(await countOf()).toBe(before - 1);
    }
    // Staff write blocked words without being held.
    const mine = (await send(commenter.cookie, "POST", `/api/questions/${q.id}/comments`, { content: "<p>Fine words</p>" })).json();
    const byStaff = await send(moderator.cookie, "PATCH", `/api/comments/${mine.id}`, { content: "<p>forbiddenword, by a moderator</p>" });
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    expect(byStaff.json().held).toBeUndefined();
    expect(await listed(null, q.id)).toContain(mine.id);
  });
});

