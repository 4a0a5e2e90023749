import { afterAll, beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { answers, questions } from "../../db/schema/content";
import { bookmarks } from "../../db/schema/library";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { answerQuestion, askQuestion, createTopics } from "../../test/factories";
import { registerStaff } from "../../test/staff";

describeApi("bookmarks", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  const call = (cookie: string | null, method: "GET" | "POST" | "DELETE", url: string) =>
    cookie ? as(ctx.app, cookie, { method, url }) : ctx.app.inject({ method, url });
  const save = (cookie: string, kind: "questions" | "answers", id: number, on = true) => call(cookie, on ? "POST" : "DELETE", `/api/${kind}/${id}/bookmark`);
  const counts = async (cookie: string) => (await call(cookie, "GET", "/api/bookmarks/counts")).json();
  const hold = (table: typeof questions | typeof answers, id: number) => ctx.database.db.update(table).set({ status: "held" }).where(eq(table.id, id));

  it("saves a question once, lists it like a feed card, counts it, and unsaves it", async () => {
    const [physics] = await createTopics(ctx.database.db, ["Bookmark Physics"]);
    const author = await registerMember(ctx.app, { firstName: "Ada" });
    const reader = await registerMember(ctx.app);
    const question = await askQuestion(ctx.app, author.cookie, { title: "Why is the sky blue?", topicIds: [physics] });
    await answerQuestion(ctx.app, author.cookie, question.id, "<p>Rayleigh scattering</p>");

    for (let i = 0; i < 2; i += 1) {
      const saved = await save(reader.cookie, "questions", question.id);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ bookmarked: true });
    }
    expect(await counts(reader.cookie)).toEqual({ questions: 1, answers: 0 });

    const list = await call(reader.cookie, "GET", "/api/bookmarks/questions");
    expect(list.statusCode).toBe(200);
    const { items, nextCursor } = list.json();
    expect(nextCursor).toBeNull();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      savedAt: expect.any(String),
      question: {
        id: question.id,
        title: "Why is the sky blue?",
        author: { firstName: "Ada", email: null },
        topics: [{ id: physics, name: "Bookmark Physics" }],
        answerCount: 1,
        topAnswer: { content: "<p>Rayleigh scattering</p>" },
        bookmarked: true,
      },
    });

    // The flag travels with the question wherever the member meets it, and only for them.
    expect((await call(reader.cookie, "GET", `/api/questions/${question.id}`)).json().bookmarked).toBe(true);
    const feed = (await call(reader.cookie, "GET", "/api/questions?tab=recent")).json();
    expect(feed.items.find((item: { id: number }) => item.id === question.id).bookmarked).toBe(true);
    expect((await call(author.cookie, "GET", `/api/questions/${question.id}`)).json().bookmarked).toBe(false);
    expect((await call(null, "GET", `/api/questions/${question.id}`)).json().bookmarked).toBe(false);

    for (let i = 0; i < 2; i += 1) {
      const removed = await save(reader.cookie, "questions", question.id, false);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ bookmarked: false });
    }
    expect(await counts(reader.cookie)).toEqual({ questions: 0, answers: 0 });
    expect((await call(reader.cookie, "GET", "/api/bookmarks/questions")).json().items).toEqual([]);
    expect((await call(reader.cookie, "GET", `/api/questions/${question.id}`)).json().bookmarked).toBe(false);
  });

  it("saves answers with their question's title and flags them on the question page", async () => {
    const author = await registerMember(ctx.app, { firstName: "Grace" });
    const reader = await registerMember(ctx.app);
    const question = await askQuestion(ctx.app, author.cookie, { title: "How do compilers work?" });
    const answer = await answerQuestion(ctx.app, author.cookie, question.id, "<p>They translate <strong>source</strong></p>");
    const other = await answerQuestion(ctx.app, reader.cookie, question.id, "<p>Another view</p>");

    expect((await save(reader.cookie, "answers", answer.id)).json()).toEqual({ bookmarked: true });
    expect(await counts(reader.cookie)).toEqual({ questions: 0, answers: 1 });
    const { items } = (await call(reader.cookie, "GET", "/api/bookmarks/answers")).json();
    expect(items).toEqual([
      expect.objectContaining({
        question: { id: question.id, title: "How do compilers work?" },
        answer: expect.objectContaining({ id: answer.id, content: "<p>They translate <strong>source</strong></p>", author: expect.objectContaining({ firstName: "Grace" }), bookmarked: true }),
      }),
    ]);
    const page = (await call(reader.cookie, "GET", `/api/questions/${question.id}/answers`)).json();
    const flags = Object.fromEntries(page.items.map((item: { id: number; bookmarked: boolean }) => [item.id, item.bookmarked]));
    expect(flags).toEqual({ [answer.id]: true, [other.id]: false });
    // The Questions tab is not the Answers tab.
    expect((await call(reader.cookie, "GET", "/api/bookmarks/questions")).json().items).toEqual([]);

    expect((await save(reader.cookie, "answers", answer.id, false)).json()).toEqual({ bookmarked: false });
    expect(await counts(reader.cookie)).toEqual({ questions: 0, answers: 0 });
  });

  it("lists newest saved first, a page at a time with Load More's cursor", async () => {
    const author = await registerMember(ctx.app);
    const reader = await registerMember(ctx.app);
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const question = await askQuestion(ctx.app, author.cookie, { title: `Paged question ${i}` });
      ids.push(question.id);
      await save(reader.cookie, "questions", question.id);
    }
    // Saving again changes nothing: the first question keeps its place, the oldest.
    await save(reader.cookie, "questions", ids[0]!);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/bookmarks/questions?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const page = (await call(reader.cookie, "GET", url)).json();
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((item: { question: { id: number } }) => item.question.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
    const bad = await call(reader.cookie, "GET", "/api/bookmarks/questions?cursor=nonsense");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("cursor");
    expect((await call(reader.cookie, "GET", "/api/bookmarks/answers?limit=0")).json()).toMatchObject({ field: "limit" });
  });

  it("answers 401 signed out and 404 for missing content", async () => {
    for (const [method, url] of [
      ["GET", "/api/bookmarks/questions"],
      ["GET", "/api/bookmarks/answers"],
      ["GET", "/api/bookmarks/counts"],
      ["POST", "/api/questions/1/bookmark"],
      ["DELETE", "/api/questions/1/bookmark"],
      ["POST", "/api/answers/1/bookmark"],
      ["DELETE", "/api/answers/1/bookmark"],
    ] as const) {
      expect((await call(null, method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
    const { cookie } = await registerMember(ctx.app);
    const missing = await save(cookie, "questions", 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Question not found");
    expect((await save(cookie, "answers", 999_999)).json().message).toBe("Answer not found");
    expect((await save(cookie, "questions", 999_999, false)).statusCode).toBe(404);
    expect((await call(cookie, "POST", "/api/questions/abc/bookmark")).statusCode).toBe(404);
  });

  it("keeps held posts to their author and staff, in saving, lists and counts", async () => {
    const author = await registerMember(ctx.app);
    const reader = await registerMember(ctx.app);
    const moderator = await registerStaff(ctx, "moderator");
    const question = await askQuestion(ctx.app, author.cookie, { title: "Soon held question" });
    const answered = await askQuestion(ctx.app, author.cookie, { title: "Question with a held answer" });
    const answer = await answerQuestion(ctx.app, author.cookie, answered.id);
    const onHeldQuestion = await answerQuestion(ctx.app, author.cookie, question.id);
    for (const member of [reader, author, moderator]) {
      await save(member.cookie, "questions", question.id);
      await save(member.cookie, "answers", answer.id);
      await save(member.cookie, "answers", onHeldQuestion.id);
    }
    expect(await counts(reader.cookie)).toEqual({ questions: 1, answers: 2 });

    await hold(questions, question.id);
    await hold(answers, answer.id);
    // The reader's bookmarks of held posts disappear from lists and counts until approved...
    expect(await counts(reader.cookie)).toEqual({ questions: 0, answers: 0 });
    expect((await call(reader.cookie, "GET", "/api/bookmarks/questions")).json().items).toEqual([]);
    expect((await call(reader.cookie, "GET", "/api/bookmarks/answers")).json().items).toEqual([]);
    // ...and held posts cannot be saved or unsaved by them.
    expect((await save(reader.cookie, "questions", question.id)).statusCode).toBe(404);
    expect((await save(reader.cookie, "answers", answer.id)).statusCode).toBe(404);
    expect((await save(reader.cookie, "answers", onHeldQuestion.id)).statusCode).toBe(404);
    // The author and staff still see theirs.
    expect(await counts(author.cookie)).toEqual({ questions: 1, answers: 2 });
    expect(await counts(moderator.cookie)).toEqual({ questions: 1, answers: 2 });
    const authorList = (await call(author.cookie, "GET", "/api/bookmarks/questions")).json().items;
    expect(authorList[0].question).toMatchObject({ id: question.id, held: true, bookmarked: true });
    expect((await save(author.cookie, "answers", answer.id, false)).statusCode).toBe(200);

    await ctx.database.db.update(questions).set({ status: "published" }).where(eq(questions.id, question.id));
    expect(await counts(reader.cookie)).toEqual({ questions: 1, answers: 1 });
  });

  it("forgets bookmarks of deleted content", async () => {
    const author = await registerMember(ctx.app);
    const reader = await registerMember(ctx.app);
    const question = await askQuestion(ctx.app, author.cookie, { title: "To be deleted" });
    const answer = await answerQuestion(ctx.app, author.cookie, question.id);
    await save(reader.cookie, "questions", question.id);
    await save(reader.cookie, "answers", answer.id);
    expect(await counts(reader.cookie)).toEqual({ questions: 1, answers: 1 });
    expect((await call(author.cookie, "DELETE", `/api/questions/${question.id}`)).statusCode).toBe(204);
    expect(await counts(reader.cookie)).toEqual({ questions: 0, answers: 0 });
    expect(await ctx.database.db.select().from(bookmarks).where(eq(bookmarks.userId, reader.user.id))).toEqual([]);
    expect((await save(reader.cookie, "questions", question.id)).statusCode).toBe(404);
  });
});
