import { afterAll, beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { NotificationItem } from "@shared/notifications";
import { notifications } from "../../db/schema/messaging";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { answerQuestion, askQuestion, grantReputation } from "../../test/factories";
import { holdPostsContaining, registerStaff } from "../../test/staff";

describeApi("notifications", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  const list = async (cookie: string, query = "") => {
    const response = await as(ctx.app, cookie, { method: "GET", url: `/api/notifications${query}` });
    expect(response.statusCode).toBe(200);
    return response.json() as { items: NotificationItem[]; nextCursor: string | null };
  };
  const unread = async (cookie: string) => (await as(ctx.app, cookie, { method: "GET", url: "/api/notifications/unread-count" })).json().count as number;
  const vote = (cookie: string, url: string, value: number) => as(ctx.app, cookie, { method: "POST", url, payload: { value } });
  const comment = (cookie: string, answerId: number) =>
    as(ctx.app, cookie, { method: "POST", url: `/api/answers/${answerId}/comments`, payload: { content: "<p>Nice one</p>" } });

  it("tells a question's author of answers, and its followers, but never the one who acted", async () => {
    const asker = await registerMember(ctx.app, { firstName: "Asker" });
    const answerer = await registerMember(ctx.app, { firstName: "Ada", lastName: "Lovelace" });
    const follower = await registerMember(ctx.app, { firstName: "Fay" });
    const question = await askQuestion(ctx.app, asker.cookie, { title: "Why is the sky blue?" });
    await as(ctx.app, follower.cookie, { method: "POST", url: `/api/questions/${question.id}/follow` });
    // The answerer follows too: answering must not notify them of their own answer.
    await as(ctx.app, answerer.cookie, { method: "POST", url: `/api/questions/${question.id}/follow` });

    const answer = await answerQuestion(ctx.app, answerer.cookie, question.id);
    const [item] = (await list(asker.cookie)).items;
    expect(item).toMatchObject({
      type: "answer",
      actor: { id: answerer.user.id, firstName: "Ada", lastName: "Lovelace", email: null },
      question: { id: question.id, title: "Why is the sky blue?" },
      answerId: answer.id,
      link: `/questions/${question.id}#answer-${answer.id}`,
      read: false,
    });
    expect((await list(asker.cookie)).items).toHaveLength(1);
    expect(await unread(asker.cookie)).toBe(1);
    expect((await list(follower.cookie)).items).toMatchObject([
      { type: "followed_question_answer", question: { id: question.id }, link: `/questions/${question.id}#answer-${answer.id}` },
    ]);
    expect((await list(answerer.cookie)).items).toEqual([]);

    // The asker answering their own question: nobody's action on someone else's content.
    await answerQuestion(ctx.app, asker.cookie, question.id);
    expect(await unread(asker.cookie)).toBe(1);
    expect((await list(follower.cookie)).items).toHaveLength(2);
    expect((await list(answerer.cookie)).items).toMatchObject([{ type: "followed_question_answer", actor: { id: asker.user.id } }]);
  });

  it("tells an answer's author of comments, not of their own", async () => {
    const asker = await registerMember(ctx.app);
    const answerer = await registerMember(ctx.app);
    const question = await askQuestion(ctx.app, asker.cookie);
    const answer = await answerQuestion(ctx.app, answerer.cookie, question.id);
    expect((await comment(asker.cookie, answer.id)).statusCode).toBe(201);
    expect((await comment(answerer.cookie, answer.id)).statusCode).toBe(201);
    expect((await list(answerer.cookie)).items).toMatchObject([
      { type: "comment", actor: { id: asker.user.id }, question: { id: question.id }, answerId: answer.id, link: `/questions/${question.id}#answer-${answer.id}` },
    ]);
  });

  it("tells of upvotes once per voter and item, never of downvotes or re-votes", async () => {
    const author = await registerMember(ctx.app);
    const voter = await registerMember(ctx.app);
    await grantReputation(ctx.database.db, voter.user.id, 50); // downvoting needs 50
    const other = await registerMember(ctx.app);
    const question = await askQuestion(ctx.app, author.cookie);
    const answer = await answerQuestion(ctx.app, author.cookie, question.id);
    const questionVote = `/api/questions/${question.id}/vote`;
    const answerVote = `/api/answers/${answer.id}/vote`;

    expect((await vote(voter.cookie, questionVote, -1)).statusCode).toBe(200);
    expect((await vote(voter.cookie, answerVote, -1)).statusCode).toBe(200);
    expect(await unread(author.cookie)).toBe(0);
    for (const value of [1, 0, 1, 1]) {
      expect((await vote(voter.cookie, questionVote, value)).statusCode).toBe(200);
      expect((await vote(voter.cookie, answerVote, value)).statusCode).toBe(200);
    }
    await vote(other.cookie, questionVote, 1);
    const items = (await list(author.cookie)).items;
    expect(items.map((item) => [item.type, item.actor?.id])).toEqual([
      ["question_upvote", other.user.id],
      ["answer_upvote", voter.user.id],
      ["question_upvote", voter.user.id],
    ]);
    expect(items[1]).toMatchObject({ question: { id: question.id }, answerId: answer.id, link: `/questions/${question.id}#answer-${answer.id}` });
    expect(items[2]).toMatchObject({ answerId: null, link: `/questions/${question.id}` });
    // Own content cannot be voted on, so no self-notification either.
    expect((await vote(author.cookie, questionVote, 1)).statusCode).toBe(403);
    expect(await unread(author.cookie)).toBe(3);
  });

  it("tells of a new follower once, linking to their profile", async () => {
    const followee = await registerMember(ctx.app);
    const follower = await registerMember(ctx.app, { firstName: "Finn" });
    const follow = (method: "POST" | "DELETE") => as(ctx.app, follower.cookie, { method, url: `/api/users/${followee.user.id}/follow` });
    await follow("POST");
    await follow("DELETE");
    await follow("POST");
    expect((await list(followee.cookie)).items).toMatchObject([
      { type: "follow", actor: { id: follower.user.id, firstName: "Finn" }, question: null, link: `/profile/${follower.user.id}` },
    ]);
    expect((await list(follower.cookie)).items).toEqual([]);
  });

  it("pages by keyset, marks some or all read, and keeps each member to their own", async () => {
    const author = await registerMember(ctx.app);
    const stranger = await registerMember(ctx.app);
    const fans = await Promise.all([1, 2, 3].map(() => registerMember(ctx.app)));
    for (const fan of fans) await as(ctx.app, fan.cookie, { method: "POST", url: `/api/users/${author.user.id}/follow` });

    const first = await list(author.cookie, "?limit=2");
    expect(first.items.map((item) => item.actor?.id)).toEqual([fans[2]!.user.id, fans[1]!.user.id]);
    const second = await list(author.cookie, `?limit=2&cursor=${first.nextCursor}`);
    expect(second).toMatchObject({ items: [{ actor: { id: fans[0]!.user.id } }], nextCursor: null });

    const read = (cookie: string, payload: Record<string, unknown>) => as(ctx.app, cookie, { method: "POST", url: "/api/notifications/read", payload });
    // Someone else's ids change nothing.
    expect((await read(stranger.cookie, { ids: [first.items[0]!.id] })).json()).toEqual({ count: 0 });
    expect(await unread(author.cookie)).toBe(3);
    expect((await read(author.cookie, { ids: [first.items[0]!.id] })).json()).toEqual({ count: 2 });
    expect((await list(author.cookie)).items.map((item) => item.read)).toEqual([true, false, false]);
    expect((await read(author.cookie, { all: true })).json()).toEqual({ count: 0 });
    expect((await read(author.cookie, { all: true })).json()).toEqual({ count: 0 });
    const rows = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, author.user.id));
    expect(rows.every((row) => row.readAt !== null)).toBe(true);
  });

  it("validates input and needs a session", async () => {
    const { cookie } = await registerMember(ctx.app);
    for (const url of ["/api/notifications", "/api/notifications/unread-count"]) {
      expect((await ctx.app.inject({ method: "GET", url })).statusCode).toBe(401);
    }
    expect((await ctx.app.inject({ method: "POST", url: "/api/notifications/read", payload: { all: true } })).statusCode).toBe(401);
    const read = (payload: Record<string, unknown>) => as(ctx.app, cookie, { method: "POST", url: "/api/notifications/read", payload });
    for (const payload of [{}, { ids: [] }, { ids: ["x"] }, { all: false }, { ids: [1], all: true }, { ids: Array.from({ length: 101 }, (_, i) => i + 1) }]) {
      const response = await read(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field).toBeDefined();
    }
    expect((await read({ ids: ["x"] })).json()).toMatchObject({ field: "ids.0", message: "ids must be a list of notification ids" });
    expect((await as(ctx.app, cookie, { method: "GET", url: "/api/notifications?cursor=garbage" })).statusCode).toBe(400);
    expect((await as(ctx.app, cookie, { method: "GET", url: "/api/notifications?limit=51" })).statusCode).toBe(400);
  });
});

describeApi("notifications and auto-moderation", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  it("says nothing of answers and comments held for review", async () => {
    await holdPostsContaining(ctx, ["scam"]);
    const asker = await registerMember(ctx.app);
    const answerer = await registerMember(ctx.app);
    const question = await askQuestion(ctx.app, asker.cookie);
    const held = await answerQuestion(ctx.app, answerer.cookie, question.id, "<p>A scam answer</p>");
    expect(held.held).toBe(true);
    const published = await answerQuestion(ctx.app, answerer.cookie, question.id, "<p>A fine answer</p>");
    const comment = await as(ctx.app, asker.cookie, { method: "POST", url: `/api/answers/${published.id}/comments`, payload: { content: "<p>scam</p>" } });
    expect(comment.json().held).toBe(true);
    // Nobody hears of a held post but its author, who is told it is held (issue 25.6).
    const itemsOf = async (cookie: string) => (await as(ctx.app, cookie, { method: "GET", url: "/api/notifications" })).json().items as { type: string; subject: string | null }[];
    const others = (items: { type: string }[]) => items.filter((item) => item.type !== "post_held");
    expect(others(await itemsOf(asker.cookie))).toMatchObject([{ type: "answer", answerId: published.id }]);
    expect(others(await itemsOf(answerer.cookie))).toEqual([]);
    expect((await itemsOf(asker.cookie)).filter((item) => item.type === "post_held")).toMatchObject([{ subject: "comment", question: { id: question.id } }]);
    expect((await itemsOf(answerer.cookie)).filter((item) => item.type === "post_held")).toMatchObject([{ subject: "answer", question: { id: question.id } }]);

    // A moderator approves both: now they are published, and their notifications go out.
    const moderator = await registerStaff(ctx, "moderator");
    const queue = (await as(ctx.app, moderator.cookie, { method: "GET", url: "/api/admin/reports" })).json().items as {
      id: number;
      targetType: string;
      targetId: string;
    }[];
    for (const [type, id] of [["answer", held.id], ["comment", comment.json().id]] as const) {
      const report = queue.find((item) => item.targetType === type && item.targetId === String(id))!;
      const resolved = await as(ctx.app, moderator.cookie, { method: "POST", url: `/api/admin/reports/${report.id}/resolve`, payload: { action: "approve" } });
      expect(resolved.statusCode).toBe(200);
    }
    expect(others(await itemsOf(asker.cookie))).toMatchObject([{ type: "answer", answerId: held.id }, { type: "answer", answerId: published.id }]);
    expect(others(await itemsOf(answerer.cookie))).toMatchObject([{ type: "comment", answerId: published.id }]);
  });
});
