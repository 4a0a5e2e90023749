import { afterAll, beforeAll, expect, it } from "vitest";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../test/app";
import { answerQuestion, askQuestion, createTopics } from "../test/factories";

// Issue 9's reproductions: ids above 2^31 in bodies and crafted cursors gave 500s.
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const now = "2026-01-01T00:00:00.000Z";

describeApi("ids and cursors out of range", () => {
  let ctx: TestContext;
  let cookie: string;
  let questionId: number;
  let answerId: number;
  let topicId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    ({ cookie } = await registerMember(ctx.app));
    [topicId = 1] = await createTopics(ctx.database.db, ["Ranges"]);
    questionId = (await askQuestion(ctx.app, cookie, { topicIds: [topicId] })).id;
    answerId = (await answerQuestion(ctx.app, cookie, questionId)).id;
  });
  afterAll(() => ctx?.close());

  it("refuses body ids beyond PostgreSQL's integer with a 400 naming the field", async () => {
    const cases: [string, string, Record<string, unknown>, string][] = [
      ["POST", "/api/questions", { title: "Ranges?", topicIds: [2 ** 31] }, "topicIds.0"],
      ["PATCH", `/api/questions/${questionId}`, { topicIds: [2 ** 53] }, "topicIds.0"],
      ["POST", "/api/questions/assist", { title: "Ranges?", topicIds: [-1] }, "topicIds.0"],
      ["POST", "/api/notifications/read", { ids: [2 ** 31] }, "ids.0"],
      ["POST", "/api/drafts", { type: "answer", questionId: 2 ** 31, content: "" }, "questionId"],
      ["POST", "/api/reports", { targetType: "question", targetId: 2 ** 31, reason: "spam" }, "targetId"],
      ["POST", "/api/reports", { targetType: "question", targetId: "2147483648", reason: "spam" }, "targetId"],
    ];
    for (const [method, url, payload, field] of cases) {
      const response = await as(ctx.app, cookie, { method: method as "POST", url, payload });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(response.json().field, url).toBe(field);
    }
  });

  it("answers crafted cursors on public and member lists with 400 'Invalid cursor'", async () => {
    const lists = [
      "/api/questions?tab=recent",
      "/api/questions?tab=for-you",
      "/api/questions/trending",
      `/api/topics/${topicId}/questions?sort=latest`,
      `/api/topics/${topicId}/questions?sort=popular`,
      `/api/questions/${questionId}/answers`,
      `/api/answers/${answerId}/comments`,
      "/api/search?q=ranges&type=questions",
      "/api/search?q=te&type=people",
      "/api/search?q=ra&type=topics",
      "/api/spaces?sort=members",
      "/api/spaces?sort=newest",
      "/api/notifications",
      "/api/conversations",
      "/api/drafts",
      "/api/bookmarks/questions",
      "/api/questions/following",
    ];
    // Each is wrong for every list: an id part beyond any key (2^33), or a value no sort takes.
    const cursors = [
      b64([now, 2 ** 33]),
      b64(["0000-01-01T00:00:00.000Z", 1]),
      b64(["+275760-09-13T00:00:00.000Z", 1]),
      b64(["-275760-09-13T00:00:00.000Z", 1]),
      b64([1.5, 2 ** 33]),
      b64([2 ** 31, 2 ** 33]),
      b64([null, 1]),
      b64([1, now, 2 ** 33]),
    ];
    const wrong: string[] = [];
    for (const list of lists) {
      for (const cursor of cursors) {
        const response = await as(ctx.app, cookie, { method: "GET", url: `${list}${list.includes("?") ? "&" : "?"}cursor=${cursor}` });
        if (response.statusCode !== 400 || response.json().message !== "Invalid cursor") wrong.push(`${list} ${cursor}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
