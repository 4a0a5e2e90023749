import { afterAll, beforeAll, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { HIGHLIGHT_END, HIGHLIGHT_START } from "@shared/search";
import { answers, questions } from "../../db/schema/content";
import { users } from "../../db/schema/users";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { answerQuestion, askQuestion, createTopics } from "../../test/factories";

const mark = (word: string) => `${HIGHLIGHT_START}${word}${HIGHLIGHT_END}`;

describeApi("search", () => {
  let ctx: TestContext;
  let alice: Awaited<ReturnType<typeof registerMember>>;
  let bob: Awaited<ReturnType<typeof registerMember>>;
  const ids = { astronomy: 0, astrophysics: 0, quantum: 0, inDetails: 0, inTitle: 0, other: 0, answer: 0 };

  beforeAll(async () => {
    ctx = await createTestContext();
    alice = await registerMember(ctx.app, { firstName: "Alice", lastName: "Quasarian" });
    await as(ctx.app, alice.cookie, { method: "PATCH", url: `/api/users/${alice.user.id}`, payload: { employment: "Astronomer" } });
    bob = await registerMember(ctx.app, { firstName: "Bob", lastName: "Builder" });
    const [astronomy, astrophysics, quantum] = await createTopics(ctx.database.db, ["Astronomy", "Astrophysics", "Quantum Physics"]);
    ids.astronomy = astronomy!;
    ids.astrophysics = astrophysics!;
    ids.quantum = quantum!;
    // The word in the title of one and only in the details of the other.
    ids.inDetails = (await askQuestion(ctx.app, bob.cookie, { title: "Why do planets spin?", content: "<p>Maybe nebulae &amp; their collapse?</p>" })).id;
    ids.inTitle = (await askQuestion(ctx.app, alice.cookie, { title: "How do nebulae form stars?", content: "<p>Clouds of gas.</p>" })).id;
    ids.other = (await askQuestion(ctx.app, alice.cookie, { title: "Best bread flour?", content: "<p>Baking.</p>" })).id;
    ids.answer = (await answerQuestion(ctx.app, bob.cookie, ids.other, "<p>Stars are born when <b>nebulae</b> collapse under gravity.</p>")).id;
    await answerQuestion(ctx.app, bob.cookie, ids.inTitle, "<p>Nothing relevant here.</p>");
  });
  afterAll(() => ctx?.close());

  const search = (query: string, cookie?: string) =>
    cookie ? as(ctx.app, cookie, { method: "GET", url: `/api/search?${query}` }) : ctx.app.inject({ method: "GET", url: `/api/search?${query}` });
  const ok = async (query: string, cookie?: string) => {
    const response = await search(query, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it("finds questions by title, details and answers, in that order, stemmed and highlighted, as feed cards", async () => {
    const page = await ok("type=questions&q=nebula");
    expect(page.items.map((item: { id: number }) => item.id)).toEqual([ids.inTitle, ids.inDetails, ids.other]);
    const [first, second, third] = page.items;
    // Why each matched; a hit in an answer names the answer to link to.
    expect([first.matchedIn, second.matchedIn, third.matchedIn]).toEqual(["title", "details", "answer"]);
    expect([first.matchedAnswerId, second.matchedAnswerId, third.matchedAnswerId]).toEqual([null, null, ids.answer]);
    expect(first.highlight.title).toBe(`How do ${mark("nebulae")} form stars?`);
    // Plain text: tags gone, entities decoded.
    expect(second.highlight.excerpt).toContain(`Maybe ${mark("nebulae")} & their collapse`);
    // The same card shape as the feeds: author, counts and the best answer.
    expect(first).toMatchObject({ title: "How do nebulae form stars?", author: { firstName: "Alice", email: null }, answerCount: 1 });
    expect(first.topAnswer.content).toBe("<p>Nothing relevant here.</p>");
  });

  it("finds details and answers through their full-text indexes, not by reading every row", async () => {
    const { db } = ctx.database;
    const plan = async (query: string) => {
      // With sequential scans priced out, only an index the expression matches can serve.
      await db.execute(sql.raw("set enable_seqscan = off"));
      try {
        const rows = (await db.execute(sql.raw(`explain ${query}`))) as unknown as { rows: Record<string, string>[] };
        return rows.rows.map((row) => Object.values(row)[0]).join("\n");
      } finally {
        await db.execute(sql.raw("reset enable_seqscan"));
      }
    };
    const nebulae = `phraseto_tsquery('public.ponder_search'::regconfig, ponder_search_text('nebulae'))`;
    expect(await plan(`select id from questions where search_vector @@ ${nebulae}`)).toContain("questions_search_idx");
    expect(await plan(`select id from answers where search_vector @@ ${nebulae}`)).toContain("answers_search_idx");
    expect(await plan(`select id from comments where search_vector @@ ${nebulae}`)).toContain("comments_search_idx");
  });

  it("pages questions with a keyset cursor and no repeats", async () => {
    const first = await ok("type=questions&q=nebulae&limit=1");
    expect(first.items).toHaveLength(1);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await ok(`type=questions&q=nebulae&limit=1&cursor=${first.nextCursor}`);
    expect(second.items.map((item: { id: number }) => item.id)).toEqual([ids.inDetails]);
    const third = await ok(`type=questions&q=nebulae&limit=1&cursor=${second.nextCursor}`);
    expect(third.items.map((item: { id: number }) => item.id)).toEqual([ids.other]);
    expect(third.nextCursor).toBeNull();
  });

  it("finds answers with their question's title and a highlighted excerpt", async () => {
    const page = await ok("type=answers&q=gravity");
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      id: ids.answer,
      questionId: ids.other,
      questionTitle: "Best bread flour?",
      author: { id: bob.user.id, email: null },
    });
    expect(page.items[0].excerpt).toContain(mark("gravity"));
    expect(page.items[0].excerpt).not.toContain("<b>");
  });

  it("finds topics by the start of any word of their name, with the member's follow state", async () => {
    const names = async (q: string, cookie?: string) => (await ok(`type=topics&q=${q}`, cookie)).items.map((item: { name: string }) => item.name);
    expect((await names("astro")).sort()).toEqual(["Astronomy", "Astrophysics"]);
    expect(await names("phys")).toEqual(["Quantum Physics"]);
    expect(await names("stro")).toEqual([]);
    await as(ctx.app, alice.cookie, { method: "POST", url: `/api/topics/${ids.quantum}/follow` });
    const [quantum] = (await ok("type=topics&q=quantum", alice.cookie)).items;
    expect(quantum).toMatchObject({ id: ids.quantum, isFollowing: true, followerCount: 1 });
    expect((await ok("type=topics&q=quantum")).items[0].isFollowing).toBe(false);
  });

  it("finds active people by name with public fields only, never an email", async () => {
    const response = await search("type=people&q=quas");
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([
      { id: alice.user.id, firstName: "Alice", lastName: "Quasarian", profileImageUrl: null, subtitle: "Astronomer" },
    ]);
    expect(response.body).not.toContain("@");
    expect((await ok("type=people&q=alice%20quas")).items).toHaveLength(1);
    const suspended = await registerMember(ctx.app, { firstName: "Quasimodo", lastName: "Bell" });
    expect((await ok("type=people&q=quasimodo")).items).toHaveLength(1);
    await ctx.database.db.update(users).set({ status: "suspended" }).where(eq(users.id, suspended.user.id));
    expect((await ok("type=people&q=quasimodo")).items).toHaveLength(0);
    await ctx.database.db.update(users).set({ status: "deleted" }).where(eq(users.id, suspended.user.id));
    expect((await ok("type=people&q=quasimodo")).items).toHaveLength(0);
  });

  it("keeps a private profile's bio out of its subtitle", async () => {
    const member = await registerMember(ctx.app, { firstName: "Priva", lastName: "Tebio" });
    await as(ctx.app, member.cookie, { method: "PATCH", url: `/api/users/${member.user.id}`, payload: { bio: "Secret bio", employment: "Baker" } });
    expect((await ok("type=people&q=priva")).items[0].subtitle).toBe("Secret bio");
    await as(ctx.app, member.cookie, { method: "PATCH", url: `/api/users/${member.user.id}`, payload: { profileVisibility: "private" } });
    expect((await ok("type=people&q=priva")).items[0].subtitle).toBe("Baker");
  });

  it("pages people by name", async () => {
    await registerMember(ctx.app, { firstName: "Pager", lastName: "One" });
    await registerMember(ctx.app, { firstName: "Pager", lastName: "Two" });
    const first = await ok("type=people&q=pager&limit=1");
    expect(first.items[0].lastName).toBe("One");
    const second = await ok(`type=people&q=pager&limit=1&cursor=${first.nextCursor}`);
    expect(second.items[0].lastName).toBe("Two");
    expect(second.nextCursor).toBeNull();
  });

  it("finds spaces by name or description, most members first", async () => {
    const small = (await as(ctx.app, alice.cookie, { method: "POST", url: "/api/spaces", payload: { name: "Nebula Watchers", description: "Clouds" } })).json();
    const big = (await as(ctx.app, alice.cookie, { method: "POST", url: "/api/spaces", payload: { name: "Sky", description: "All about nebulae" } })).json();
    await as(ctx.app, bob.cookie, { method: "POST", url: `/api/spaces/${big.id}/join` });
    const page = await ok("type=spaces&q=nebula", bob.cookie);
    expect(page.items.map((space: { id: number }) => space.id)).toEqual([big.id, small.id]);
    expect(page.items[0]).toMatchObject({ isMember: true, memberCount: 2 });
  });

  it("sums up every kind with counts on the All tab", async () => {
    const all = await ok("q=nebulae");
    // "Nebula Watchers" does not contain "nebulae"; "Sky" does, in its description.
    expect(all.counts).toEqual({ questions: 3, answers: 1, topics: 0, people: 0, spaces: 1 });
    expect(all.questions.items.map((item: { id: number }) => item.id)).toEqual([ids.inTitle, ids.inDetails, ids.other]);
    expect(all.answers.map((item: { id: number }) => item.id)).toEqual([ids.answer]);
    expect(all.spaces.map((space: { name: string }) => space.name)).toEqual(["Sky"]);
    expect(all.topics).toEqual([]);
    expect(all.people).toEqual([]);
  });

  it("hides held questions and answers from everyone, and answers of held questions", async () => {
    const held = await askQuestion(ctx.app, alice.cookie, { title: "Held zeppelin question" });
    const heldAnswer = await answerQuestion(ctx.app, alice.cookie, ids.other, "<p>A zeppelin answer</p>");
    const underHeld = await answerQuestion(ctx.app, bob.cookie, held.id, "<p>Zeppelin answer under a held question</p>");
    // The held question by its title, and the other through its zeppelin answer.
    expect((await ok("type=questions&q=zeppelin")).items).toHaveLength(2);
    expect((await ok("type=answers&q=zeppelin")).items).toHaveLength(2);
    await ctx.database.db.update(questions).set({ status: "held" }).where(eq(questions.id, held.id));
    await ctx.database.db.update(answers).set({ status: "held" }).where(eq(answers.id, heldAnswer.id));
    for (const cookie of [undefined, bob.cookie, alice.cookie]) {
      expect((await ok("type=questions&q=zeppelin", cookie)).items).toEqual([]);
      expect((await ok("type=answers&q=zeppelin", cookie)).items).toEqual([]);
      expect((await ok("q=zeppelin", cookie)).counts).toMatchObject({ questions: 0, answers: 0 });
    }
    expect(underHeld.id).toEqual(expect.any(Number));
  });

  it("answers a query of stop words only with nothing, not an error", async () => {
    const all = await ok("q=the%20and");
    expect(all.counts.questions).toBe(0);
    expect(all.questions.items).toEqual([]);
  });

  it("treats search syntax and pattern characters as text", async () => {
    expect((await ok("type=questions&q=%22how%20do%22%20-bread%20OR%20%26%7C!(")).items).toEqual(expect.any(Array));
    expect((await ok("type=topics&q=%25")).items).toEqual([]);
    expect((await ok("type=people&q=_")).items).toEqual([]);
  });

  it.each([
    ["", "q", "Please enter something to search for."],
    ["q=%20%20", "q", "Please enter something to search for."],
    [`q=${"x".repeat(201)}`, "q", "Search must be at most 200 characters"],
    ["q=x&type=videos", "type", "type must be one of all, questions, answers, topics, people, spaces"],
    ["q=x&limit=51", "limit", "limit must be between 1 and 50"],
    ["q=x&type=questions&cursor=garbage", "cursor", "Invalid cursor"],
    ["q=x&type=people&cursor=garbage", "cursor", "Invalid cursor"],
  ])("refuses %s with a 400 naming the field", async (query, field, message) => {
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field, message });
  });
});
