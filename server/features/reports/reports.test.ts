import { afterAll, beforeAll, expect, it } from "vitest";
import { describe } from "vitest";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { answerQuestion, askQuestion } from "../../test/factories";
import { reportPriority } from "../../content/reports";

describe("report priority", () => {
  it("comes from the most serious reason, raised by more reports", () => {
    expect(reportPriority(["other"], 1)).toBe(1);
    expect(reportPriority(["spam"], 1)).toBe(2);
    expect(reportPriority(["harassment"], 1)).toBe(3);
    expect(reportPriority(["other", "other"], 2)).toBe(2);
    expect(reportPriority(["spam", "other"], 2)).toBe(3);
    expect(reportPriority(["other", "other", "other"], 3)).toBe(3);
  });
});

describeApi("POST /api/reports", () => {
  let ctx: TestContext;
  let author: Awaited<ReturnType<typeof registerMember>>;
  let reporter: Awaited<ReturnType<typeof registerMember>>;
  let question: { id: number };
  let answer: { id: number };
  let comment: { id: number };

  beforeAll(async () => {
    ctx = await createTestContext();
    author = await registerMember(ctx.app);
    reporter = await registerMember(ctx.app);
    question = await askQuestion(ctx.app, author.cookie);
    answer = await answerQuestion(ctx.app, author.cookie, question.id);
    comment = (await as(ctx.app, author.cookie, { method: "POST", url: `/api/answers/${answer.id}/comments`, payload: { content: "A comment" } })).json();
  });
  afterAll(() => ctx?.close());

  const report = (cookie: string | null, payload: object) =>
    cookie ? as(ctx.app, cookie, { method: "POST", url: "/api/reports", payload }) : ctx.app.inject({ method: "POST", url: "/api/reports", payload });

  it("needs a signed-in member", async () => {
    expect((await report(null, { targetType: "question", targetId: question.id, reason: "spam" })).statusCode).toBe(401);
  });

  it("files a report on a question, answer, comment or member, once per member per target", async () => {
    for (const [targetType, targetId] of [
      ["question", question.id],
      ["answer", String(answer.id)],
      ["comment", comment.id],
      ["user", author.user.id],
    ] as const) {
      const response = await report(reporter.cookie, { targetType, targetId, reason: "inappropriate", details: "  Rude  " });
      expect(response.statusCode, `${targetType}: ${response.body}`).toBe(201);
      expect(response.json()).toMatchObject({ id: expect.any(Number), message: "Thanks for letting us know. Our moderators will review it." });
    }
    const again = await report(reporter.cookie, { targetType: "question", targetId: question.id, reason: "spam" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You have already reported this. Our moderators will review it.");
  });

  it("answers 400 for bad input and 404 for what does not exist", async () => {
    const cases: [object, number, string?][] = [
      [{ targetType: "poll", targetId: 1, reason: "spam" }, 400, "targetType"],
      [{ targetType: "question", targetId: question.id, reason: "boring" }, 400, "reason"],
      [{ targetType: "question", targetId: "abc", reason: "spam" }, 400, "targetId"],
      [{ targetType: "user", targetId: "42", reason: "spam" }, 400, "targetId"],
      [{ targetType: "question", targetId: question.id, reason: "other", details: "x".repeat(501) }, 400, "details"],
      [{ targetType: "question", targetId: 2_000_000_000, reason: "spam" }, 404],
      [{ targetType: "comment", targetId: 2_000_000_000, reason: "spam" }, 404],
      [{ targetType: "user", targetId: "00000000-0000-4000-8000-000000000000", reason: "spam" }, 404],
    ];
    for (const [payload, status, field] of cases) {
      const response = await report(reporter.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      if (field) expect(response.json().field).toBe(field);
    }
  });

  it("refuses reports of one's own posts and of oneself", async () => {
    expect((await report(author.cookie, { targetType: "answer", targetId: answer.id, reason: "spam" })).statusCode).toBe(403);
    expect((await report(author.cookie, { targetType: "user", targetId: author.user.id, reason: "spam" })).statusCode).toBe(400);
  });
});
