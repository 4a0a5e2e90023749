import { afterAll, beforeAll, expect, it } from "vitest";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../test/app";
import { answerQuestion, askQuestion, createTopics } from "../test/factories";
import { holdPostsContaining, registerStaff } from "../test/staff";

/**
 * The reproductions of issue 9's "Held posts leak and can be acted on", through the real
 * moderation path: a question held by auto-moderation was a 404 on its page but others could
 * answer, vote, follow and hide it and list its answers and comments; its title reached
 * other members through profiles, the following feed and business analytics; notifications
 * were sent for it; and editing its topics moved topic counters.
 */
describeApi("held posts do not leak and cannot be acted on", () => {
  let ctx: TestContext;
  let author: Awaited<ReturnType<typeof registerMember>>;
  let other: Awaited<ReturnType<typeof registerMember>>;
  let moderator: Awaited<ReturnType<typeof registerStaff>>;
  let held: { id: number; title: string };
  let publishedAnswerOnHeld: { id: number };
  const TITLE = "Where do I buy contraband cheaply?";

  const get = (cookie: string | null, url: string) => (cookie ? as(ctx.app, cookie, { method: "GET", url }) : ctx.app.inject({ method: "GET", url }));
  const send = (cookie: string, method: "POST" | "DELETE" | "PATCH", url: string, payload?: object) =>
    as(ctx.app, cookie, { method, url, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    ctx = await createTestContext();
    await holdPostsContaining(ctx, ["contraband"]);
    author = await registerMember(ctx.app);
    other = await registerMember(ctx.app);
    moderator = await registerStaff(ctx, "moderator");
    held = await askQuestion(ctx.app, author.cookie, { title: TITLE });
    expect(held).toMatchObject({ held: true });
    // Staff are never held: the moderator's answer is published, on a question that is not.
    publishedAnswerOnHeld = await answerQuestion(ctx.app, moderator.cookie, held.id, "<p>Staff looking into it</p>");
  });
  afterAll(() => ctx?.close());

  it("refuses others every action on a held question with the question page's 404", async () => {
    const calls: [method: "POST" | "DELETE", url: string, payload?: object][] = [
      ["POST", `/api/questions/${held.id}/answers`, { content: "<p>An answer</p>" }],
      ["POST", `/api/questions/${held.id}/vote`, { value: 1 }],
      ["POST", `/api/questions/${held.id}/follow`],
      ["POST", `/api/questions/${held.id}/hide`],
      ["POST", `/api/questions/${held.id}/bookmark`],
      ["POST", "/api/reports", { targetType: "question", targetId: held.id, reason: "spam" }],
      ["POST", `/api/answers/${publishedAnswerOnHeld.id}/vote`, { value: 1 }],
      ["POST", `/api/answers/${publishedAnswerOnHeld.id}/comments`, { content: "<p>A comment</p>" }],
      ["POST", `/api/answers/${publishedAnswerOnHeld.id}/bookmark`],
    ];
    for (const [method, url, payload] of calls) {
      const response = await send(other.cookie, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toMatch(/^(Question|Answer) not found$/);
    }
    for (const url of [`/api/questions/${held.id}/answers`, `/api/answers/${publishedAnswerOnHeld.id}/comments`]) {
      expect((await get(other.cookie, url)).statusCode, url).toBe(404);
      expect((await get(null, url)).statusCode, url).toBe(404);
    }
  });

  it("lets its author and staff act on it, but not vote on it while held", async () => {
    expect((await get(author.cookie, `/api/questions/${held.id}/answers`)).json().items.map((a: { id: number }) => a.id)).toContain(publishedAnswerOnHeld.id);
    expect((await send(author.cookie, "POST", `/api/questions/${held.id}/bookmark`)).statusCode).toBe(200);
    const vote = await send(moderator.cookie, "POST", `/api/questions/${held.id}/vote`, { value: 1 });
    expect(vote.statusCode).toBe(403);
    expect(vote.json().message).toBe("Held posts cannot be voted on until a moderator publishes them");
    const page = (await get(moderator.cookie, `/api/questions/${held.id}`)).json();
    expect(page.abilities).toMatchObject({ edit: true, delete: true, vote: false, answer: true });
  });

  it("keeps its title out of profiles, the following feed and the answerer's analytics", async () => {
    expect((await send(other.cookie, "POST", `/api/users/${moderator.user.id}/follow`)).statusCode).toBe(200);
    const lists = [
      `/api/users/${moderator.user.id}/answers`,
      `/api/users/${author.user.id}/questions`,
      "/api/questions/following?type=all",
      "/api/questions?tab=recent",
      `/api/search?q=contraband`,
    ];
    for (const url of lists) {
      const response = await get(other.cookie, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain("contraband");
    }
    // Held content counts in nobody's figures, nor shows among anyone's top content.
    for (const member of [author, moderator]) {
      const analytics = await get(member.cookie, "/api/business/analytics?range=7d");
      expect(analytics.statusCode, analytics.body).toBe(200);
      expect(analytics.body).not.toContain("contraband");
    }
    expect((await get(author.cookie, "/api/business/analytics?range=7d")).json().figures.questionsAsked.value).toBe(0);
    const profile = (await get(other.cookie, `/api/users/${moderator.user.id}`)).json();
    expect(profile.stats.answerCount).toBe(0);
  });

  it("sends no notification for answers, comments or votes on a held question", async () => {
    const unread = async (cookie: string) => (await get(cookie, "/api/notifications/unread-count")).json();
    const before = await unread(author.cookie);
    await answerQuestion(ctx.app, moderator.cookie, held.id, "<p>Another staff answer</p>");
    const ownAnswer = await answerQuestion(ctx.app, author.cookie, held.id, "<p>The author adds context</p>");
    expect((await send(moderator.cookie, "POST", `/api/answers/${ownAnswer.id}/comments`, { content: "<p>Noted</p>" })).statusCode).toBe(201);
    expect(await unread(author.cookie)).toEqual(before);
  });

  it("moves topic counters only when the question is published", async () => {
    const [first, second] = await createTopics(ctx.database.db, ["Held topic one", "Held topic two"]);
    const count = async (id: number) => (await get(null, `/api/topics/${id}`)).json().questionCount;
    const question = await askQuestion(ctx.app, author.cookie, { title: "More contraband questions?", topicIds: [first] });
    expect(question.held).toBe(true);
    expect(await count(first!)).toBe(0);
    expect((await send(author.cookie, "PATCH", `/api/questions/${question.id}`, { topicIds: [second] })).statusCode).toBe(200);
    expect([await count(first!), await count(second!)]).toEqual([0, 0]);
    const reports = (await get(moderator.cookie, "/api/admin/reports?status=open&limit=100")).json().items;
    const hold = reports.find((item: { targetType: string; targetId: string }) => item.targetType === "question" && item.targetId === String(question.id));
    expect((await send(moderator.cookie, "POST", `/api/admin/reports/${hold.id}/resolve`, { action: "approve" })).statusCode).toBe(200);
    expect([await count(first!), await count(second!)]).toEqual([0, 1]);
    expect((await send(author.cookie, "PATCH", `/api/questions/${question.id}`, { topicIds: [first] })).statusCode).toBe(200);
    expect([await count(first!), await count(second!)]).toEqual([1, 0]);
  });
});
