import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/admin";
import { drafts } from "../../db/schema/library";
import { questionRevisions } from "../../db/schema/revisions";
import { topics } from "../../db/schema/content";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { askQuestion, createTopics, grantReputation } from "../../test/factories";
import { registerStaff } from "../../test/staff";

type Member = Awaited<ReturnType<typeof registerMember>>;

// Member topics, synonyms and merges (issue 25, point 5).
describeApi("member topics, synonyms and merges (issue 25.5)", () => {
  let ctx: TestContext;
  let trusted: Member;
  let newcomer: Member;
  let moderator: Awaited<ReturnType<typeof registerStaff>>;
  let root: string;
  beforeAll(async () => {
    // A built client of one page, so /topics/{id} is a page the server renders (or redirects).
    root = mkdtempSync(path.join(tmpdir(), "ponder-topics-"));
    mkdirSync(path.join(root, "client"));
    writeFileSync(path.join(root, "client/index.html"), `<!doctype html><html lang="en"><head><title>Ponder</title></head><body><div id="root"></div></body></html>`);
    writeFileSync(path.join(root, "client-manifest.json"), "{}");
    ctx = await createTestContext({}, { clientDir: path.join(root, "client") });
    moderator = await registerStaff(ctx, "moderator");
    trusted = await registerMember(ctx.app, { firstName: "Tru", lastName: "Sted" });
    await grantReputation(ctx.database.db, trusted.user.id, 20_000);
    newcomer = await registerMember(ctx.app, { firstName: "New", lastName: "Comer" });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** A request as the member with this cookie, or as a visitor. */
  const call = (cookie: string | null, options: InjectOptions) => (cookie ? as(ctx.app, cookie, options) : ctx.app.inject(options));
  const createTopic = (member: { cookie: string } | null, payload: unknown) => call(member?.cookie ?? null, { method: "POST", url: "/api/topics", payload: payload as object });
  const addSynonym = (member: { cookie: string }, id: number, name: string) => as(ctx.app, member.cookie, { method: "POST", url: `/api/topics/${id}/synonyms`, payload: { name } });
  const removeSynonym = (member: { cookie: string }, id: number, name: string) => as(ctx.app, member.cookie, { method: "DELETE", url: `/api/topics/${id}/synonyms/${encodeURIComponent(name)}` });
  const merge = (cookie: string | null, id: number, intoId: unknown) => call(cookie, { method: "POST", url: `/api/admin/topics/${id}/merge`, payload: { intoId: intoId as number } });

  describe("creating topics", () => {
    it("creates a topic for a member with create-topics, and refuses below it", async () => {
      const made = await createTopic(trusted, { name: "  Rust   Programming ", description: "Ownership, borrowing and cargo." });
      expect(made.statusCode).toBe(201);
      expect(made.json()).toMatchObject({ id: expect.any(Number), name: "Rust Programming", description: "Ownership, borrowing and cargo.", followerCount: 0, questionCount: 0, synonyms: [] });
      const shown = await call(null, { method: "GET", url: `/api/topics/${made.json().id}` });
      expect(shown.json().name).toBe("Rust Programming");

      const refused = await createTopic(newcomer, { name: "Gleam" });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: "privilege_required", privilege: "create-topics" });
      expect((await createTopic(null, { name: "Gleam" })).statusCode).toBe(401);
      expect(await ctx.database.db.select().from(topics).where(eq(topics.name, "Gleam"))).toEqual([]);
    });

    it("answers 409 for a name that folds like a topic's name or synonym, case and accents aside", async () => {
      const [cafe] = await createTopics(ctx.database.db, ["Café Culture"]);
      for (const name of ["café culture", "CAFE CULTURE", "Cafe\u0301 Culture"]) {
        const response = await createTopic(trusted, { name });
        expect(response.statusCode, name).toBe(409);
        expect(response.json()).toMatchObject({ error: "conflict", field: "name" });
      }
      expect((await addSynonym(trusted, cafe!, "Coffeehouses")).statusCode).toBe(201);
      const clash = await createTopic(trusted, { name: "coffeehouses" });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().message).toContain("synonym of the topic Café Culture");
    });

    it("refuses names that are not names, with the field named", async () => {
      for (const name of ["", "   ", "[brackets]", "-dash first", "<script>", "a".repeat(36), "\u200b\u200b", "tab\u0000null"]) {
        const response = await createTopic(trusted, { name });
        expect(response.statusCode, JSON.stringify(name)).toBe(400);
        expect(response.json().field).toBe("name");
      }
      for (const payload of [{}, { name: 7 }, { name: "Fine", description: "x".repeat(501) }, []]) {
        expect((await createTopic(trusted, payload)).statusCode, JSON.stringify(payload)).toBe(400);
      }
      // Names as people write them.
      for (const name of ["C++", "C#", "Node.js", "R&D", "日本語", "Ελληνικά"]) expect((await createTopic(trusted, { name })).statusCode, name).toBe(201);
    });

    it("creates once when two members ask for the same name at the same time", async () => {
      const responses = await Promise.all([createTopic(trusted, { name: "Parallel Topic" }), createTopic(moderator, { name: "parallel topic" })]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    });
  });

  describe("synonyms", () => {
    it("adds and removes synonyms with topic-synonyms or as staff; suggestions, search and lists read them", async () => {
      const [js] = await createTopics(ctx.database.db, ["JavaScript"]);
      expect((await addSynonym(newcomer, js!, "ecmascript")).json()).toMatchObject({ error: "privilege_required", privilege: "topic-synonyms" });
      const added = await addSynonym(trusted, js!, "ECMAScript");
      expect(added.statusCode).toBe(201);
      expect(added.json().synonyms).toEqual(["ECMAScript"]);
      expect((await addSynonym(moderator, js!, "JS")).json().synonyms).toEqual(["ECMAScript", "JS"]);
      expect((await addSynonym(trusted, js!, "ecmascript")).statusCode).toBe(409);
      expect((await addSynonym(trusted, js!, "Javascript")).json().message).toBe('"Javascript" is this topic\'s own name');
      expect((await addSynonym(trusted, 999_999, "Ghost")).statusCode).toBe(404);

      // The catalogue (the composer's topic search), the suggestions and search all map the synonym.
      const list = (await call(null, { method: "GET", url: "/api/topics" })).json() as { id: number; synonyms: string[] }[];
      expect(list.find((topic) => topic.id === js)!.synonyms).toEqual(["ECMAScript", "JS"]);
      const suggested = await as(ctx.app, trusted.cookie, { method: "GET", url: `/api/topics/suggest?text=${encodeURIComponent("How do ecmascript modules load?")}` });
      expect(suggested.json().map((topic: { id: number }) => topic.id)).toContain(js);
      const asker = await registerMember(ctx.app);
      const question = await askQuestion(ctx.app, asker.cookie, { title: "Why does this closure capture the loop variable?", topicIds: [js] });
      const found = await call(null, { method: "GET", url: `/api/search?q=${encodeURIComponent("[ecmascript] closure")}&type=questions` });
      expect(found.statusCode).toBe(200);
      expect(found.json().items.map((item: { id: number }) => item.id)).toContain(question.id);
      const topicHits = await call(null, { method: "GET", url: "/api/search?q=ecma&type=topics" });
      expect(topicHits.json().items.map((item: { id: number }) => item.id)).toContain(js);

      const removed = await removeSynonym(trusted, js!, "écmascript");
      expect(removed.statusCode).toBe(200);
      expect(removed.json().synonyms).toEqual(["JS"]);
      expect((await removeSynonym(trusted, js!, "ecmascript")).statusCode).toBe(404);
      expect((await removeSynonym(newcomer, js!, "JS")).statusCode).toBe(403);
      // A NUL in the path names no synonym: a 404 like any other, never a database error.
      expect((await call(trusted.cookie, { method: "DELETE", url: `/api/topics/${js}/synonyms/a%00b` })).statusCode).toBe(404);
    });

    it("stops at the synonyms limit", async () => {
      const [many] = await createTopics(ctx.database.db, ["Many Names"]);
      for (let i = 0; i < 20; i++) expect((await addSynonym(moderator, many!, `many name ${i}`)).statusCode).toBe(201);
      const past = await addSynonym(moderator, many!, "many name 20");
      expect(past.statusCode).toBe(400);
      expect(past.json().field).toBe("name");
    });
  });

  describe("merging", () => {
    it("moves questions, follows and drafts, keeps the old name as a synonym, and redirects its page and API", async () => {
      const [from, into, other] = await createTopics(ctx.database.db, ["Golang", "Go Language", "Concurrency"]);
      const asker = await registerMember(ctx.app);
      const onlyFrom = await askQuestion(ctx.app, asker.cookie, { title: "How do goroutines get scheduled on threads?", topicIds: [from, other] });
      const both = await askQuestion(ctx.app, asker.cookie, { title: "Is a channel a queue or a lock underneath?", topicIds: [from, into] });
      const follower = await registerMember(ctx.app);
      await as(ctx.app, follower.cookie, { method: "POST", url: `/api/topics/${from}/follow` });
      await as(ctx.app, follower.cookie, { method: "POST", url: `/api/topics/${into}/follow` });
      const onlyFromFollower = await registerMember(ctx.app);
      await as(ctx.app, onlyFromFollower.cookie, { method: "POST", url: `/api/topics/${from}/follow` });
      await addSynonym(moderator, from!, "gophers");
      const [draft] = await ctx.database.db.insert(drafts).values({ userId: asker.user.id, type: "question", title: "A draft", content: "", topicIds: [from!, other!, into!] }).returning();

      expect((await merge(trusted.cookie, from!, into)).statusCode).toBe(403);
      expect((await merge(moderator.cookie, from!, from)).statusCode).toBe(400);
      expect((await merge(moderator.cookie, from!, 999_999)).json()).toMatchObject({ field: "intoId" });
      expect((await merge(moderator.cookie, from!, "x")).statusCode).toBe(400);
      const merged = await merge(moderator.cookie, from!, into);
      expect(merged.statusCode).toBe(200);
      expect(merged.json()).toMatchObject({ id: into, name: "Go Language", followerCount: 2, questionCount: 2, synonyms: ["Golang", "gophers"] });

      const topicsOf = async (id: number) => (await call(null, { method: "GET", url: `/api/questions/${id}` })).json().topics.map((topic: { id: number }) => topic.id).sort();
      expect(await topicsOf(onlyFrom.id)).toEqual([into, other].sort());
      expect(await topicsOf(both.id)).toEqual([into]);
      // Its history names the kept topic too.
      const [original] = await ctx.database.db.select().from(questionRevisions).where(eq(questionRevisions.questionId, onlyFrom.id));
      expect([...original!.topicIds].sort()).toEqual([into, other].sort());
      const [movedDraft] = await ctx.database.db.select().from(drafts).where(eq(drafts.id, draft!.id));
      expect(movedDraft!.topicIds).toEqual([into, other]);
      expect((await as(ctx.app, onlyFromFollower.cookie, { method: "GET", url: `/api/topics/${into}/following` })).json()).toEqual({ following: true });

      // The old id: the API and the page answer 301 to the kept topic, query kept.
      const api = await call(null, { method: "GET", url: `/api/topics/${from}` });
      expect(api.statusCode).toBe(301);
      expect(api.headers.location).toBe(`/api/topics/${into}`);
      for (const cookie of [follower.cookie, null]) {
        const page = await call(cookie, { method: "GET", url: `/topics/${from}?tab=new` });
        expect(page.statusCode).toBe(301);
        expect(page.headers.location).toBe(`/topics/${into}?tab=new`);
      }
      expect((await as(ctx.app, follower.cookie, { method: "GET", url: `/topics/${into}` })).statusCode).toBe(200);
      // The old name now finds the kept topic, and cannot be taken again.
      expect((await createTopic(trusted, { name: "golang" })).statusCode).toBe(409);
      const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, "topic.merge"));
      expect(entry).toMatchObject({ actorId: moderator.user.id, targetType: "topic", targetId: String(from), details: { name: "Golang", intoId: into, intoName: "Go Language", questionsMoved: 2 } });

      // Merging the kept topic on: the first one's redirect follows it.
      expect((await merge(moderator.cookie, into!, other)).statusCode).toBe(200);
      expect((await call(null, { method: "GET", url: `/api/topics/${from}` })).headers.location).toBe(`/api/topics/${other}`);
      expect((await merge(moderator.cookie, from!, other)).statusCode).toBe(404);
    });
  });
});
