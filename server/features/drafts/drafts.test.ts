import { afterAll, beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { LIMITS } from "@shared/limits";
import { questions } from "../../db/schema/content";
import { drafts } from "../../db/schema/library";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { askQuestion, createTopics } from "../../test/factories";

describeApi("drafts", () => {
  let ctx: TestContext;
  let topicIds: number[];
  beforeAll(async () => {
    ctx = await createTestContext();
    topicIds = await createTopics(ctx.database.db, ["Draft Cooking", "Draft Travel"]);
  });
  afterAll(() => ctx?.close());

  const call = (cookie: string | null, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
    cookie ? as(ctx.app, cookie, { method, url, ...(payload ? { payload } : {}) }) : ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });
  const create = (cookie: string, payload: object) => call(cookie, "POST", "/api/drafts", payload);

  it("keeps a question draft with sanitised details and topics, and edits it", async () => {
    const { cookie } = await registerMember(ctx.app);
    const response = await create(cookie, {
      type: "question",
      title: "  How do I bake bread?  ",
      content: '<p>Flour <script>alert(1)</script><strong>water</strong></p><img src="javascript:x" onerror="y">',
      topicIds: [topicIds[0], topicIds[0]],
    });
    expect(response.statusCode).toBe(201);
    const draft = response.json();
    expect(draft).toMatchObject({
      type: "question",
      title: "How do I bake bread?",
      content: "<p>Flour <strong>water</strong></p>",
      topicIds: [topicIds[0]],
      question: null,
    });
    expect(draft.updatedAt).toBe(draft.createdAt);

    const shown = await call(cookie, "GET", `/api/drafts/${draft.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual(draft);

    const edited = await call(cookie, "PATCH", `/api/drafts/${draft.id}`, { title: "How do I bake sourdough?", topicIds: topicIds });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: "How do I bake sourdough?", content: draft.content, topicIds });
    expect(Date.parse(edited.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(draft.updatedAt));

    expect((await call(cookie, "DELETE", `/api/drafts/${draft.id}`)).statusCode).toBe(204);
    expect((await call(cookie, "GET", `/api/drafts/${draft.id}`)).statusCode).toBe(404);
    expect((await call(cookie, "DELETE", `/api/drafts/${draft.id}`)).statusCode).toBe(404);
  });

  it("keeps an answer draft for a question it names, with that question's title", async () => {
    const author = await registerMember(ctx.app);
    const { cookie } = await registerMember(ctx.app);
    const question = await askQuestion(ctx.app, author.cookie, { title: "What is a good first pan?" });
    const response = await create(cookie, { type: "answer", questionId: question.id, content: "<p>Cast iron</p>", title: "ignored" });
    expect(response.statusCode).toBe(201);
    const draft = response.json();
    expect(draft).toMatchObject({ type: "answer", title: "", content: "<p>Cast iron</p>", topicIds: [], question: { id: question.id, title: "What is a good first pan?" } });

    const edited = await call(cookie, "PATCH", `/api/drafts/${draft.id}`, { content: "<p>Carbon steel</p>" });
    expect(edited.json().content).toBe("<p>Carbon steel</p>");
    const title = await call(cookie, "PATCH", `/api/drafts/${draft.id}`, { title: "A title" });
    expect(title.statusCode).toBe(400);
    expect(title.json()).toMatchObject({ field: "title", message: "Answer drafts have no title" });
    expect((await call(cookie, "PATCH", `/api/drafts/${draft.id}`, { topicIds: [topicIds[0]] })).json().field).toBe("topicIds");

    // Deleting the question deletes the drafts of answers to it.
    expect((await call(author.cookie, "DELETE", `/api/questions/${question.id}`)).statusCode).toBe(204);
    expect((await call(cookie, "GET", `/api/drafts/${draft.id}`)).statusCode).toBe(404);
  });

  it("validates every field by name with the composer's limits", async () => {
    const { cookie } = await registerMember(ctx.app);
    const expectError = async (payload: object, field: string, message?: string | RegExp) => {
      const response = await create(cookie, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().field).toBe(field);
      if (typeof message === "string") expect(response.json().message).toBe(message);
      else if (message) expect(response.json().message).toMatch(message);
    };
    await expectError({ type: "poem", content: "x" }, "type", "type must be question or answer");
    await expectError({ title: "No type" }, "type");
    await expectError({ type: "question", title: "t".repeat(LIMITS.questionTitle + 1) }, "title", "Title must be at most 300 characters");
    await expectError({ type: "question", title: "ok", content: "c".repeat(LIMITS.questionContent + 1) }, "content", "Details must be at most 5000 characters");
    await expectError({ type: "question", title: 42 }, "title", "Title must be text");
    await expectError({ type: "question", title: "ok", topicIds: "1" }, "topicIds");
    await expectError({ type: "question", title: "ok", topicIds: [999_999] }, "topicIds", "Unknown topic 999999");
    await expectError({ type: "question", title: "   ", content: "<p> </p><script>x</script>" }, "content", "A draft needs a title or some text.");
    await expectError({ type: "answer", content: "<p>x</p>" }, "questionId", "questionId must be a question id");
    await expectError({ type: "answer", questionId: 999_999, content: "<p>x</p>" }, "questionId", "Question not found");
    await expectError({ type: "answer", questionId: 1, content: "a".repeat(LIMITS.answerContent + 1) }, "content", "Answer must be at most 5000 characters");
    // The limits themselves are allowed.
    const longest = await create(cookie, { type: "question", title: "t".repeat(LIMITS.questionTitle), content: "c".repeat(LIMITS.questionContent) });
    expect(longest.statusCode).toBe(201);
    const id = longest.json().id;
    const patch = (payload: object) => call(cookie, "PATCH", `/api/drafts/${id}`, payload);
    expect((await patch({})).json()).toMatchObject({ message: "Nothing to update" });
    expect((await patch({ title: "", content: "" })).json()).toMatchObject({ field: "content", message: "A draft needs a title or some text." });
    expect((await patch({ title: "t".repeat(LIMITS.questionTitle + 1) })).json().field).toBe("title");
    expect((await patch({ topicIds: [999_999] })).json().field).toBe("topicIds");
    expect((await patch({ content: "<p>Only details now</p>", title: "" })).statusCode).toBe(200);
  });

  it("is owner-only: 401 signed out, 404 for someone else's draft", async () => {
    for (const [method, url] of [
      ["GET", "/api/drafts"],
      ["GET", "/api/drafts/1"],
      ["POST", "/api/drafts"],
      ["PATCH", "/api/drafts/1"],
      ["DELETE", "/api/drafts/1"],
    ] as const) {
      const response = await call(null, method, url, method === "POST" || method === "PATCH" ? { type: "question", title: "x" } : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    const owner = await registerMember(ctx.app);
    const other = await registerMember(ctx.app);
    const draft = (await create(owner.cookie, { type: "question", title: "Mine" })).json();
    for (const [method, payload] of [["GET"], ["PATCH", { title: "Theirs now" }], ["DELETE"]] as const) {
      const response = await call(other.cookie, method, `/api/drafts/${draft.id}`, payload);
      expect(response.statusCode, method).toBe(404);
      expect(response.json().message).toBe("Draft not found");
    }
    expect((await call(other.cookie, "GET", "/api/drafts")).json().items).toEqual([]);
    expect((await call(owner.cookie, "GET", `/api/drafts/${draft.id}`)).json().title).toBe("Mine");
    expect((await call(owner.cookie, "GET", "/api/drafts/abc")).statusCode).toBe(404);
  });

  it("lists last edited first, a page at a time", async () => {
    const { cookie } = await registerMember(ctx.app);
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await create(cookie, { type: "question", title: `Draft ${i}` })).json().id);
    // Editing the oldest brings it to the top.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await call(cookie, "PATCH", `/api/drafts/${ids[0]}`, { title: "Draft 0, edited" });
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/drafts?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const page = (await call(cookie, "GET", url)).json();
      seen.push(...page.items.map((item: { id: number }) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([ids[0], ids[4], ids[3], ids[2], ids[1]]);
    expect((await call(cookie, "GET", "/api/drafts?cursor=zzz")).json().field).toBe("cursor");
  });

  it("hides a held question's title from answer drafts of other members, and refuses new ones", async () => {
    const author = await registerMember(ctx.app);
    const { cookie } = await registerMember(ctx.app);
    const question = await askQuestion(ctx.app, author.cookie, { title: "Soon held" });
    const draft = (await create(cookie, { type: "answer", questionId: question.id, content: "<p>x</p>" })).json();
    await ctx.database.db.update(questions).set({ status: "held" }).where(eq(questions.id, question.id));
    expect((await call(cookie, "GET", `/api/drafts/${draft.id}`)).json().question).toBeNull();
    expect((await create(cookie, { type: "answer", questionId: question.id, content: "<p>y</p>" })).json().field).toBe("questionId");
    expect((await create(author.cookie, { type: "answer", questionId: question.id, content: "<p>mine</p>" })).statusCode).toBe(201);
  });

  it(`stops at ${LIMITS.drafts} drafts per member with a clear error`, async () => {
    const { cookie, user } = await registerMember(ctx.app);
    await ctx.database.db
      .insert(drafts)
      .values(Array.from({ length: LIMITS.drafts - 1 }, (_, i) => ({ userId: user.id, type: "question" as const, title: `Bulk ${i}` })));
    expect((await create(cookie, { type: "question", title: "The last one allowed" })).statusCode).toBe(201);
    const refused = await create(cookie, { type: "question", title: "One too many" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("You can keep at most 200 drafts. Delete some you no longer need, then save again.");
    // Editing is still possible at the cap.
    const first = (await call(cookie, "GET", "/api/drafts?limit=1")).json().items[0];
    expect((await call(cookie, "PATCH", `/api/drafts/${first.id}`, { title: "Still editable" })).statusCode).toBe(200);
  });
});
