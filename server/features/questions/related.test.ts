import { afterAll, beforeAll, expect, it } from "vitest";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { askQuestion, createTopics } from "../../test/factories";
import { holdPostsContaining } from "../../test/staff";

// GET /api/questions/{id}/related (issue 11): full text on titles plus shared topics.
describeApi("related questions", () => {
  let ctx: TestContext;
  let asker: Awaited<ReturnType<typeof registerMember>>;
  let python: number;
  let oceans: number;

  const related = async (id: number, cookie?: string) => {
    const response = cookie ? await as(ctx.app, cookie, { method: "GET", url: `/api/questions/${id}/related` }) : await ctx.app.inject({ method: "GET", url: `/api/questions/${id}/related` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().items as { id: number; title: string; answerCount: number }[];
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    asker = await registerMember(ctx.app);
    const topicIds = await createTopics(ctx.database.db, ["Python", "Oceans"]);
    python = topicIds[0]!;
    oceans = topicIds[1]!;
  });
  afterAll(() => ctx?.close());

  it("ranks titles sharing more words first, then questions sharing only a topic, and never the question itself", async () => {
    const me = await askQuestion(ctx.app, asker.cookie, { title: "How do I sort a list of numbers in Python?", topicIds: [python] });
    const close = await askQuestion(ctx.app, asker.cookie, { title: "Sorting a Python list of numbers in reverse", topicIds: [] });
    const some = await askQuestion(ctx.app, asker.cookie, { title: "What is a Python list comprehension?", topicIds: [] });
    const topicOnly = await askQuestion(ctx.app, asker.cookie, { title: "Installing packages with pip", topicIds: [python] });
    await askQuestion(ctx.app, asker.cookie, { title: "How deep is the ocean floor?", topicIds: [oceans] });
    const items = await related(me.id);
    expect(items.map((item) => item.id)).toEqual([close.id, some.id, topicOnly.id]);
    expect(items[0]).toEqual({ id: close.id, title: "Sorting a Python list of numbers in reverse", answerCount: 0 });
    // And the other way round: the first question is related to the close one.
    expect((await related(close.id)).map((item) => item.id)[0]).toBe(me.id);
  });

  it("gives at most five", async () => {
    const me = await askQuestion(ctx.app, asker.cookie, { title: "Why do volcanoes erupt so violently?" });
    for (let index = 0; index < 7; index++) await askQuestion(ctx.app, asker.cookie, { title: `Volcanoes erupt: case ${index}?` });
    const items = await related(me.id);
    expect(items).toHaveLength(5);
    expect(items.map((item) => item.id)).not.toContain(me.id);
  });

  it("leaves out held and deleted questions, and is a 404 for a question the viewer cannot see", async () => {
    const me = await askQuestion(ctx.app, asker.cookie, { title: "Where do glaciers form first?" });
    const kept = await askQuestion(ctx.app, asker.cookie, { title: "Do glaciers form in deserts?" });
    const gone = await askQuestion(ctx.app, asker.cookie, { title: "How fast do glaciers form?" });
    await as(ctx.app, asker.cookie, { method: "DELETE", url: `/api/questions/${gone.id}` });
    await holdPostsContaining(ctx, ["forbiddenword"]);
    const held = await askQuestion(ctx.app, asker.cookie, { title: "Glaciers form from forbiddenword snow?" });
    expect(held.held).toBe(true);
    const ids = (await related(me.id)).map((item) => item.id);
    expect(ids).toContain(kept.id);
    expect(ids).not.toContain(gone.id);
    expect(ids).not.toContain(held.id);
    // Its own author sees the held question, but its related list is everyone's.
    expect((await related(me.id, asker.cookie)).map((item) => item.id)).not.toContain(held.id);
    expect((await ctx.app.inject({ method: "GET", url: `/api/questions/${held.id}/related` })).statusCode).toBe(404);
    expect((await related(held.id, asker.cookie)).map((item) => item.id)).toContain(me.id);
    expect((await ctx.app.inject({ method: "GET", url: `/api/questions/${gone.id}/related` })).statusCode).toBe(404);
  });

  it("copes with titles of stop words and odd characters", async () => {
    const stop = await askQuestion(ctx.app, asker.cookie, { title: "What is it about?" });
    expect(Array.isArray(await related(stop.id))).toBe(true);
    const odd = await askQuestion(ctx.app, asker.cookie, { title: "Why does 'a & b | !c' <-> (d) break: tsquery?" });
    expect(Array.isArray(await related(odd.id))).toBe(true);
    expect((await ctx.app.inject({ method: "GET", url: "/api/questions/99999999999/related" })).statusCode).toBe(404);
  });
});
