import { afterAll, beforeAll, expect, it } from "vitest";
import { as, createTestContext, describeApi, newMember, registerMember, type TestContext } from "../test/app";
import { LONE_SURROGATE_MESSAGE, MAX_BODY_DEPTH } from "./nul-characters";

/** `{"a":{"a":...}}` nested `depth` levels around `inner`. */
const nested = (depth: number, inner = '"x"') => `${'{"a":'.repeat(depth)}${inner}${"}".repeat(depth)}`;

describeApi("bodies of a hostile shape", () => {
  let ctx: TestContext;
  let cookie: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    ({ cookie } = await registerMember(ctx.app));
  });
  afterAll(() => ctx?.close());

  const post = (url: string, payload: string, contentType = "application/json") =>
    as(ctx.app, cookie, { method: "POST", url, payload, headers: { "content-type": contentType } });

  it("refuses JSON nested 10,000 deep with a 400 on every kind of route, and the server still answers", async () => {
    for (const url of ["/api/auth/register", "/api/questions", "/api/reports", "/api/subscriptions/subscribe"]) {
      for (const body of [nested(10_000), `${"[".repeat(10_000)}${"]".repeat(10_000)}`, `{"title":${nested(10_000)}}`]) {
        const response = await post(url, body);
        expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(400);
        expect(response.json().message).toMatch(/nested/);
      }
    }
    expect((await ctx.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });

  it("draws the line at a fixed depth: 32 levels pass on to the schema, 33 are refused", async () => {
    const atBound = await post("/api/questions", `{"title":"Tides?","extra":${nested(MAX_BODY_DEPTH - 1)}}`);
    expect(atBound.statusCode, atBound.body).toBe(201);
    const beyond = await post("/api/questions", `{"title":"Tides?","extra":${nested(MAX_BODY_DEPTH)}}`);
    expect(beyond.statusCode).toBe(400);
  });

  it("still names the field of a NUL character, found without recursion", async () => {
    const response = await post("/api/auth/register", JSON.stringify({ ...newMember(), lastName: "ok", bio: ["a", { b: "c\u0000" }] }));
    expect(response.json()).toMatchObject({ message: "Text must not contain NUL characters", field: "bio.1.b" });
  });

  it("refuses lone surrogates, which would be stored as U+FFFD, and keeps well-formed pairs", async () => {
    for (const title of ["\ud800", "a\udc00b title", "Tides \ud83c?"]) {
      const response = await post("/api/questions", JSON.stringify({ title }));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ message: LONE_SURROGATE_MESSAGE, field: "title" });
    }
    const emoji = await post("/api/questions", JSON.stringify({ title: "Tides \ud83c\udf0a?" }));
    expect(emoji.statusCode, emoji.body).toBe(201);
    expect(emoji.json().title).toBe("Tides \u{1f30a}?");
  });

  it("answers wrong content types, duplicate keys, huge arrays and malformed JSON with a 4xx and a message", async () => {
    const cases = [
      await post("/api/questions", "title=Tides", "application/x-www-form-urlencoded"),
      await post("/api/questions", '{"title":"Tides?"}', "text/plain"),
      await post("/api/questions", '{"title":"Tides?"}', "application/xml"),
      await post("/api/questions", '{"title":', "application/json"),
      await post("/api/questions", "", "application/json"),
      await post("/api/questions", '{"title":"A?","title":{"x":1}}'),
      await post("/api/questions", JSON.stringify({ title: "Tides?", topicIds: Array.from({ length: 100_000 }, (_, index) => index + 1) })),
      await post("/api/questions", JSON.stringify({ title: "Tides?", mediaFiles: Array.from({ length: 50_000 }, () => "aaaaaaaaaaaa") })),
      await post("/api/questions", JSON.stringify({ title: "Tides?", __proto__: { admin: true } }).replace('"title"', '"__proto__":{"x":1},"title"')),
      await post("/api/questions", JSON.stringify(["Tides?"])),
      await post("/api/questions", "null"),
    ];
    for (const response of cases) {
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(typeof response.json().message).toBe("string");
    }
  });
});
