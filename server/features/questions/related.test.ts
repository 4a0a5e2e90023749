import { afterAll, beforeAll, expect, it } from "vitest";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { askQuestion, createTopics } from "../../test/factories";
import { holdPostsContaining, registerStaff } from "../../test/staff";

// GET /api/questions/{id}/related (issue 11): full text on titles plus shared topics.
describeApi("related questions", () => {
  let ctx: TestContext;
  let asker: Awaited<ReturnType<typeof registerMember>>;
  let python: number;
  let oceans: number;

  const related = async (id: number, cookie?: string) => {
    const response = cookie ? await as(ctx.app, cookie, { method: "GET", url: `/api/questions/${id}/related` }) : await ctx.app.inject({ method: "GET", url: `/api/questions/${id}/related` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().items as { id: number; title: string; answerCount: number; closed: boolean }[];
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    asker = await registerMember(ctx.app);
    const topicIds = await createTopics(ctx.database.db, ["Python", "Oceans"]);
    python = topicIds[0]!;
    oceans = topicIds[1]!;
  });
  afterAll(() => ctx?.close());

  it("ranks titles sharing more words first, a shared topic breaking ties, and never the question itself", async () => {
    const me = await askQuestion(ctx.app, asker.cookie, { title: "How do I sort a list of numbers in Python?", topicIds: [python] });
    const close = await askQuestion(ctx.app, asker.cookie, { title: "Sorting a Python list of numbers in reverse", topicIds: [] });
    const some = await askQuestion(ctx.app, asker.cookie, { title: "What is a Python list comprehension?", topicIds: [] });
    const someInTopic = await askQuestion(ctx.app, asker.cookie, { title: "What is a Python list slice?", topicIds: [python] });
    await askQuestion(ctx.app, asker.cookie, { title: "How deep is the ocean floor?", topicIds: [oceans] });
    const items = await related(me.id);
    expect(items.map((item) => item.id)).toEqual([close.id, someInTopic.id, some.id]);
    expect(items[0]).toEqual({ id: close.id, title: "Sorting a Python list of numbers in reverse", answerCount: 0, closed: false });
    // And the other way round: the first question is related to the close one.
    expect((await related(close.id)).map((item) => item.id)[0]).toBe(me.id);
  });

  it("shows only strong matches: one word in common, or a topic alone, is not related", async () => {
    const me = await askQuestion(ctx.app, asker.cookie, { title: "How do rainbows form after rain?", topicIds: [oceans] });
    const strong = await askQuestion(ctx.app, asker.cookie, { title: "Why do rainbows form after the rain stops?" });
    // One shared word: a Dice similarity of 2·1/(3+3) = 0.33, under STRONG_MATCH.
    const weak = await askQuestion(ctx.app, asker.cookie, { title: "Rainbows in old paintings?" });
    const topicOnly = await askQuestion(ctx.app, asker.cookie, { title: "Which fish live deepest?", topicIds: [oceans] });
    const ids = (await related(me.id)).map((item) => item.id);
    expect(ids).toEqual([strong.id]);
    expect(ids).not.toContain(weak.id);
    expect(ids).not.toContain(topicOnly.id);
    // The duplicate check while asking keeps the same bar.
    const similar = await ctx.app.inject({ method: "GET", url: `/api/questions/similar?q=${encodeURIComponent("How do rainbows form after rain?")}` });
    const similarIds = (similar.json() as { id: number }[]).map((item) => item.id);
    expect(similarIds).toEqual(expect.arrayContaining([me.id, strong.id]));
    expect(similarIds).not.toContain(weak.id);
  });

  it("marks closed questions in related questions and duplicate suggestions", async () => {
    const moderator = await registerStaff(ctx, "moderator");
    const me = await askQuestion(ctx.app, asker.cookie, { title: "How are thunderstorm clouds formed?" });
    const closed = await askQuestion(ctx.app, asker.cookie, { title: "How are thunderstorm clouds formed so fast?" });
    const shut = await as(ctx.app, moderator.cookie, { method: "POST", url: `/api/questions/${closed.id}/close`, payload: { reason: "duplicate", duplicateOfId: me.id } });
    expect(shut.statusCode, shut.body).toBe(200);
    const items = await related(me.id);
    expect(items.find((item) => item.id === closed.id)).toMatchObject({ closed: true });
    expect((await related(closed.id)).find((item) => item.id === me.id)).toMatchObject({ closed: false });
    const similar = (await ctx.app.inject({ method: "GET", url: "/api/questions/similar?q=thunderstorm%20clouds%20formed" })).json() as { id: number; closed: boolean }[];
    expect(similar.find((item) => item.id === closed.id)).toMatchObject({ closed: true });
    expect(similar.find((item) => item.id === me.id)).toMatchObject({ closed: false });
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

  it("suggests duplicates across typos, accents and case, and in Japanese, Chinese and Korean (issue 26)", async () => {
    const similar = async (q: string) =>
      ((await ctx.app.inject({ method: "GET", url: `/api/questions/similar?q=${encodeURIComponent(q)}` })).json() as { id: number }[]).map((item) => item.id);
    const cafe = await askQuestion(ctx.app, asker.cookie, { title: "Où trouver un café ouvert le dimanche à Paris ?" });
    expect(await similar("ou trouver un CAFE ouvert le dimanche a paris")).toContain(cafe.id);
    const tower = await askQuestion(ctx.app, asker.cookie, { title: "東京タワーの高さはどれくらいですか？" });
    expect(await similar("東京タワーの高さを教えて")).toContain(tower.id);
    expect(await similar("大阪城の歴史")).not.toContain(tower.id);
    const kimchi = await askQuestion(ctx.app, asker.cookie, { title: "김치찌개를 맛있게 끓이는 방법" });
    expect(await similar("맛있는 김치찌개 끓이는 방법")).toContain(kimchi.id);
    // One or two typos in a word: the check reads it as the known word nearest to it.
    const replication = await askQuestion(ctx.app, asker.cookie, { title: "How does PostgreSQL streaming replication work?" });
    expect(await similar("postgress replicaton")).toContain(replication.id);
    expect(await similar("Why is my sourdogh bread so flat?")).not.toContain(replication.id);
    // Quotes, backslashes and tsquery syntax in a title are only words.
    expect((await ctx.app.inject({ method: "GET", url: `/api/questions/similar?q=${encodeURIComponent("it's a \\ 'b' | !c <-> (d):*")}` })).statusCode).toBe(200);
  });
});
