import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { as, createTestContext, describeApi, registerMember, TEST_CONFIG, testPasswords, type TestContext } from "../test/app";
import { answerQuestion, askQuestion, createTopics, grantReputation } from "../test/factories";
import { holdPostsContaining, registerStaff } from "../test/staff";

const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Ponder</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`;

describeApi("the public cache", () => {
  let ctx: TestContext;
  /** The same app on the same database with no cache at all: what every answer must equal. */
  let plain: FastifyInstance;
  let clientDir: string;
  let asker: Awaited<ReturnType<typeof registerMember>>;
  let reader: Awaited<ReturnType<typeof registerMember>>;
  let admin: Awaited<ReturnType<typeof registerStaff>>;
  let topicId: number;
  let question: { id: number };
  let answer: { id: number };

  /**
   * A write made behind the app's back (an operator's SQL) is seen once the database's
   * announcement arrives: at once on PGlite, within about a millisecond on PostgreSQL. The
   * app's own writes wait for theirs before answering.
   */
  const announced = () => ctx.database.notifications.flush();
  const visitor = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: "GET", url, headers });
  const visitorJson = async (url: string) => {
    const response = await visitor(url);
    expect(response.statusCode, url).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), "ponder-cache-client-"));
    writeFileSync(path.join(clientDir, "index.html"), INDEX);
    ctx = await createTestContext({}, { clientDir });
    plain = await buildApp({ db: ctx.database.db, database: ctx.database, cache: false, config: TEST_CONFIG, passwords: testPasswords, clientDir });
    topicId = (await createTopics(ctx.database.db, ["Oceans"]))[0]!;
    asker = await registerMember(ctx.app, { firstName: "Ada", lastName: "Asker" });
    reader = await registerMember(ctx.app, { firstName: "Rex", lastName: "Reader" });
    admin = await registerStaff(ctx, "admin");
    question = await askQuestion(ctx.app, asker.cookie, { title: "How deep is the ocean?", topicIds: [topicId] });
    answer = await answerQuestion(ctx.app, reader.cookie, question.id, "<p>About eleven kilometres at its deepest.</p>");
  });
  afterAll(async () => {
    await plain?.close();
    await ctx?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  describe("over HTTP", () => {
    it("sends visitors a validator and lets shared caches keep the answer briefly; a matching If-None-Match gets 304", async () => {
      const first = await visitor("/api/questions?tab=recent");
      expect(first.statusCode).toBe(200);
      expect(first.headers["cache-control"]).toMatch(/public/);
      expect(first.headers["cache-control"]).toMatch(/s-maxage=\d+/);
      expect(first.headers["cache-control"]).toMatch(/stale-while-revalidate=\d+/);
      expect(String(first.headers.vary)).toMatch(/Accept-Encoding/i);
      expect(String(first.headers.vary)).toMatch(/Cookie/i);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await visitor("/api/questions?tab=recent", { "if-none-match": etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
      const other = await visitor("/api/questions?tab=recent", { "if-none-match": 'W/"something-else"' });
      expect(other.statusCode).toBe(200);
    });

    it("sends the stored compressed bytes the client accepts, the same body in each", async () => {
      const identity = await visitor(`/api/questions/${question.id}`);
      const br = await visitor(`/api/questions/${question.id}`, { "accept-encoding": "gzip, deflate, br" });
      const gz = await visitor(`/api/questions/${question.id}`, { "accept-encoding": "gzip" });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(identity.body);
      expect(gunzipSync(gz.rawPayload).toString()).toBe(identity.body);
      expect(identity.headers["content-encoding"]).toBeUndefined();
    });

    it("compresses a first answer quickly and an answer asked for again better, off the request path (issue 22)", async () => {
      const url = `/questions/${question.id}?sort=oldest`;
      const headers = { "accept-encoding": "br" };
      const first = await visitor(url, headers);
      expect(first.headers["content-encoding"]).toBe("br");
      const text = brotliDecompressSync(first.rawPayload).toString("utf8");
      await visitor(url, headers); // read again: queued for the better compression
      let later = first;
      for (let attempt = 0; attempt < 50 && later.rawPayload.length >= first.rawPayload.length; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        later = await visitor(url, headers);
      }
      expect(later.rawPayload.length).toBeLessThan(first.rawPayload.length);
      expect(brotliDecompressSync(later.rawPayload).toString("utf8")).toBe(text);
      expect(later.headers.etag).toBe(first.headers.etag);
    });

    it("makes each encoding when a reader first asks for it, and every encoding is the same answer (issue 22)", async () => {
      const url = `/questions/${question.id}?sort=newest`;
      const bytes = () => ctx.app.answerCaches.visitors.stats().bytes;
      const first = await visitor(url, { "accept-encoding": "br" });
      const text = brotliDecompressSync(first.rawPayload).toString("utf8");
      // Read again by two brotli readers at once: the kept answer, the same body.
      const [second, third] = await Promise.all([visitor(url, { "accept-encoding": "br" }), visitor(url, { "accept-encoding": "br" })]);
      for (const response of [second, third]) expect(brotliDecompressSync(response.rawPayload).toString("utf8")).toBe(text);
      const withBrotli = bytes();
      // A reader asking only for gzip gets gzip, made now and kept beside the brotli body.
      const gzipped = await visitor(url, { "accept-encoding": "gzip" });
      expect(gzipped.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gzipped.rawPayload).toString("utf8")).toBe(text);
      const withBoth = bytes();
      expect(withBoth - withBrotli).toBe(gzipped.rawPayload.length);
      expect((await visitor(url, { "accept-encoding": "gzip" })).rawPayload.equals(gzipped.rawPayload)).toBe(true);
      // Readers who ask for neither, or refuse both, get the body as it is; all share one validator.
      const plain = await visitor(url, { "accept-encoding": "identity" });
      const refused = await visitor(url, { "accept-encoding": "br;q=0, gzip;q=0" });
      for (const response of [plain, refused]) {
        expect(response.headers["content-encoding"]).toBeUndefined();
        expect(response.body).toBe(text);
      }
      expect(new Set([first, second, third, gzipped, plain, refused].map((response) => response.headers.etag)).size).toBe(1);
      expect((await visitor(url, { "accept-encoding": "gzip", "if-none-match": String(first.headers.etag) })).statusCode).toBe(304);
    });

    it("never lets a shared cache keep a member's answer", async () => {
      const response = await as(ctx.app, reader.cookie, { method: "GET", url: "/api/questions?tab=recent" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).not.toMatch(/public/);
      expect(response.headers["cache-control"]).toMatch(/private|no-store/);
      const page = await as(ctx.app, reader.cookie, { method: "GET", url: `/questions/${question.id}` });
      expect(page.headers["cache-control"]).toMatch(/private|no-store/);
    });

    it("never keeps a HEAD request's empty body for the GETs after it", async () => {
      await ctx.app.inject({ method: "POST", url: "/api/admin/cache/clear", headers: { cookie: admin.cookie } });
      for (const url of ["/api/questions?tab=recent", `/questions/${question.id}`]) {
        const head = await ctx.app.inject({ method: "HEAD", url });
        expect(head.statusCode, url).toBe(200);
        expect((await visitor(url)).body, url).toContain("How deep is the ocean");
      }
    });

    it("caches visitors' pages with their validator", async () => {
      const first = await visitor(`/questions/${question.id}`);
      expect(first.statusCode).toBe(200);
      expect(first.headers["content-type"]).toContain("text/html");
      expect(first.headers["cache-control"]).toMatch(/public/);
      const again = await visitor(`/questions/${question.id}`, { "if-none-match": String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
    });
  });

  describe("never stale", () => {
    /** Reads every visitor answer that shows the question once, so each is in the cache. */
    const warm = async () => {
      for (const url of [
        `/api/questions/${question.id}`,
        `/api/questions/${question.id}/answers`,
        "/api/questions?tab=recent",
        "/api/questions/trending?period=week",
        `/api/topics/${topicId}/questions`,
        `/api/users/${asker.user.id}`,
        `/api/users/${asker.user.id}/questions`,
        `/api/answers/${answer.id}/comments`,
        `/api/questions/${question.id}/comments`,
        `/api/questions/${question.id}/answers?sort=newest`,
        `/api/questions/${question.id}/related`,
        "/api/site",
        `/questions/${question.id}`,
        `/questions/${question.id}?sort=active`,
      ]) {
        expect((await visitor(url)).statusCode, url).toBe(200);
      }
    };
    const feedItem = async (url: string) =>
      ((await visitorJson(url)).items as { id: number; [key: string]: unknown }[]).find((item) => item.id === question.id);

    it("shows a new answer at once on the question, its answers, the feeds and the page", async () => {
      await warm();
      const before = (await visitorJson(`/api/questions/${question.id}`)).answerCount;
      const posted = await answerQuestion(ctx.app, admin.cookie, question.id, "<p>A second answer, from staff.</p>");
      expect((await visitorJson(`/api/questions/${question.id}`)).answerCount).toBe(before + 1);
      expect((await visitorJson(`/api/questions/${question.id}/answers`)).items.map((item: { id: number }) => item.id)).toContain(posted.id);
      expect((await feedItem("/api/questions?tab=recent"))!.answerCount).toBe(before + 1);
      expect((await feedItem(`/api/topics/${topicId}/questions`))!.answerCount).toBe(before + 1);
      expect((await feedItem(`/api/users/${asker.user.id}/questions`))!.answerCount).toBe(before + 1);
      expect((await visitor(`/questions/${question.id}`)).body).toContain("A second answer, from staff.");
    });

    it("shows votes at once", async () => {
      await warm();
      const voted = await as(ctx.app, reader.cookie, { method: "POST", url: `/api/questions/${question.id}/vote`, payload: { value: 1 } });
      expect(voted.statusCode).toBe(200);
      expect((await visitorJson(`/api/questions/${question.id}`)).upvoteCount).toBe(1);
      expect((await feedItem("/api/questions?tab=recent"))!.upvoteCount).toBe(1);
      const answerVote = await as(ctx.app, asker.cookie, { method: "POST", url: `/api/answers/${answer.id}/vote`, payload: { value: 1 } });
      expect(answerVote.statusCode).toBe(200);
      const answers = (await visitorJson(`/api/questions/${question.id}/answers`)).items as { id: number; upvoteCount: number }[];
      expect(answers.find((item) => item.id === answer.id)!.upvoteCount).toBe(1);
    });

    it("shows edits and comments at once", async () => {
      await warm();
      const edited = await as(ctx.app, asker.cookie, { method: "PATCH", url: `/api/questions/${question.id}`, payload: { title: "How deep is the ocean, really?" } });
      expect(edited.statusCode).toBe(200);
      expect((await visitorJson(`/api/questions/${question.id}`)).title).toBe("How deep is the ocean, really?");
      expect((await feedItem("/api/questions?tab=recent"))!.title).toBe("How deep is the ocean, really?");
      expect((await visitor(`/questions/${question.id}`)).body).toContain("How deep is the ocean, really?");
      const commented = await as(ctx.app, asker.cookie, { method: "POST", url: `/api/answers/${answer.id}/comments`, payload: { content: "<p>Thanks, that helps.</p>" } });
      expect(commented.statusCode).toBe(201);
      expect(JSON.stringify(await visitorJson(`/api/answers/${answer.id}/comments`))).toContain("Thanks, that helps.");
      const answers = (await visitorJson(`/api/questions/${question.id}/answers`)).items as { id: number; commentCount: number }[];
      expect(answers.find((item) => item.id === answer.id)!.commentCount).toBeGreaterThan(0);
    });

    it("shows a comment on the question at once, on the cached page and in every order of its answers", async () => {
      await warm();
      const before = (await visitorJson(`/api/questions/${question.id}`)).commentCount;
      const commented = await as(ctx.app, reader.cookie, { method: "POST", url: `/api/questions/${question.id}/comments`, payload: { content: "<p>Which ocean do you mean?</p>" } });
      expect(commented.statusCode).toBe(201);
      expect(JSON.stringify(await visitorJson(`/api/questions/${question.id}/comments`))).toContain("Which ocean do you mean?");
      expect((await visitorJson(`/api/questions/${question.id}`)).commentCount).toBe(before + 1);
      expect((await visitor(`/questions/${question.id}`)).body).toContain("Which ocean do you mean?");
      expect((await visitor(`/questions/${question.id}?sort=active`)).body).toContain("Which ocean do you mean?");
      // A comment on an answer moves it first in the Active order at once.
      const second = await answerQuestion(ctx.app, admin.cookie, question.id, "<p>A later answer.</p>");
      expect((await visitorJson(`/api/questions/${question.id}/answers?sort=active`)).items[0].id).toBe(second.id);
      await as(ctx.app, asker.cookie, { method: "POST", url: `/api/answers/${answer.id}/comments`, payload: { content: "<p>Still the deepest?</p>" } });
      expect((await visitorJson(`/api/questions/${question.id}/answers?sort=active`)).items[0].id).toBe(answer.id);
      // A renamed question changes its related list's neighbours at once (they show its title).
      const neighbour = await askQuestion(ctx.app, reader.cookie, { title: "How deep is the ocean at its deepest?", topicIds: [topicId] });
      const related = (await visitorJson(`/api/questions/${neighbour.id}/related`)).items as { id: number; title: string }[];
      expect(related.map((item) => item.id)).toContain(question.id);
      await as(ctx.app, asker.cookie, { method: "PATCH", url: `/api/questions/${question.id}`, payload: { title: "How deep is the ocean, truly?" } });
      expect(((await visitorJson(`/api/questions/${neighbour.id}/related`)).items as { id: number; title: string }[]).find((item) => item.id === question.id)?.title).toBe("How deep is the ocean, truly?");
    });

    it("shows an edit at once in the revisions and as edited on the question, its answers and the page", async () => {
      await warm();
      const questionRevisions = `/api/questions/${question.id}/revisions`;
      const answerRevisions = `/api/answers/${answer.id}/revisions`;
      const before = (await visitorJson(questionRevisions)).items.length;
      expect((await visitorJson(answerRevisions)).items).toHaveLength(1);
      const edited = await as(ctx.app, asker.cookie, { method: "PATCH", url: `/api/questions/${question.id}`, payload: { content: "<p>Edited for the cache</p>", editSummary: "Cache check" } });
      expect(edited.statusCode).toBe(200);
      const revisions = await visitorJson(questionRevisions);
      expect(revisions.items).toHaveLength(before + 1);
      expect(revisions.items[0]).toMatchObject({ body: "<p>Edited for the cache</p>", editSummary: "Cache check", editor: { id: asker.user.id } });
      expect((await visitorJson(`/api/questions/${question.id}`)).editedAt).toBe(revisions.items[0].createdAt);
      // The page embeds the question as the API sends it: "edited" is drawn from editedAt.
      const page = (await visitor(`/questions/${question.id}`)).body;
      expect(page).toContain(`"editedAt":"${revisions.items[0].createdAt}"`);
      // Search engines read it too: the QAPage's question has its dateModified.
      expect(page).toContain(`"dateModified":"${revisions.items[0].createdAt}"`);
      const answerEdit = await as(ctx.app, reader.cookie, { method: "PATCH", url: `/api/answers/${answer.id}`, payload: { content: "<p>About eleven kilometres, at the Challenger Deep.</p>", editSummary: "Where" } });
      expect(answerEdit.statusCode).toBe(200);
      expect((await visitorJson(answerRevisions)).items[0]).toMatchObject({ number: 2, editSummary: "Where" });
      const listed = ((await visitorJson(`/api/questions/${question.id}/answers`)).items as { id: number; editedAt: string | null }[]).find((item) => item.id === answer.id);
      expect(listed!.editedAt).toEqual(expect.any(String));
      // An answer's revisions go with its question: held, they are gone for visitors at once.
      await ctx.database.db.execute(sql`update questions set status = 'held' where id = ${question.id}`);
      await announced();
      expect((await visitor(answerRevisions)).statusCode).toBe(404);
      expect((await visitor(questionRevisions)).statusCode).toBe(404);
      await ctx.database.db.execute(sql`update questions set status = 'published' where id = ${question.id}`);
      await announced();
      expect((await visitor(answerRevisions)).statusCode).toBe(200);
    });

    it("shows an accepted answer and a closed question at once, on both sides of a duplicate link", async () => {
      const other = await askQuestion(ctx.app, reader.cookie, { title: "How deep is the sea?" });
      const accepted = await answerQuestion(ctx.app, reader.cookie, question.id, "<p>It depends where you measure.</p>");
      await warm();
      for (const url of [`/api/questions/${other.id}`, `/questions/${other.id}`]) await visitor(url);
      expect((await visitorJson(`/api/questions/${question.id}`)).acceptedAnswerId).toBeNull();
      expect((await as(ctx.app, asker.cookie, { method: "POST", url: `/api/answers/${accepted.id}/accept` })).statusCode).toBe(200);
      expect((await visitorJson(`/api/questions/${question.id}`)).acceptedAnswerId).toBe(accepted.id);
      const listed = (await visitorJson(`/api/questions/${question.id}/answers`)).items as { id: number; accepted: boolean }[];
      expect(listed.find((item) => item.id === accepted.id)!.accepted).toBe(true);
      expect((await feedItem("/api/questions?tab=recent"))!.topAnswer).toMatchObject({ id: accepted.id, accepted: true });
      expect((await visitor(`/questions/${question.id}`)).body).toContain('"acceptedAnswer"');
      // A moderator closes the other question as a duplicate: both pages show the link at once.
      const closed = await as(ctx.app, admin.cookie, { method: "POST", url: `/api/questions/${other.id}/close`, payload: { reason: "duplicate", duplicateOfId: question.id } });
      expect(closed.statusCode).toBe(200);
      expect((await visitorJson(`/api/questions/${other.id}`)).closed).toMatchObject({ reason: "duplicate", duplicateOf: { id: question.id } });
      expect((await visitorJson(`/api/questions/${question.id}`)).duplicates).toEqual([{ id: other.id, title: "How deep is the sea?" }]);
      // Either side renamed shows on the other's page.
      await as(ctx.app, reader.cookie, { method: "PATCH", url: `/api/questions/${other.id}`, payload: { title: "How deep is the sea, exactly?" } });
      expect((await visitorJson(`/api/questions/${question.id}`)).duplicates).toEqual([{ id: other.id, title: "How deep is the sea, exactly?" }]);
      const original = (await visitorJson(`/api/questions/${question.id}`)).title;
      await ctx.database.db.execute(sql`update questions set title = 'Renamed original' where id = ${question.id}`);
      await announced();
      expect((await visitorJson(`/api/questions/${other.id}`)).closed.duplicateOf.title).toBe("Renamed original");
      await ctx.database.db.execute(sql`update questions set title = ${original} where id = ${question.id}`);
      // Reopened: no answers refused, no link.
      expect((await as(ctx.app, admin.cookie, { method: "POST", url: `/api/questions/${other.id}/reopen` })).statusCode).toBe(200);
      expect((await visitorJson(`/api/questions/${other.id}`)).closed).toBeNull();
      expect((await visitorJson(`/api/questions/${question.id}`)).duplicates).toEqual([]);
      expect((await as(ctx.app, asker.cookie, { method: "DELETE", url: `/api/answers/${accepted.id}/accept` })).statusCode).toBe(200);
      expect((await visitorJson(`/api/questions/${question.id}`)).acceptedAnswerId).toBeNull();
    });

    it("shows a member's new name beside their posts at once", async () => {
      await warm();
      const renamed = await as(ctx.app, asker.cookie, { method: "PATCH", url: `/api/users/${asker.user.id}`, payload: { firstName: "Adele" } });
      expect(renamed.statusCode).toBe(200);
      expect((await visitorJson(`/api/questions/${question.id}`)).author.firstName).toBe("Adele");
      expect((await feedItem("/api/questions?tab=recent"))!.author).toMatchObject({ firstName: "Adele" });
      expect((await visitorJson(`/api/users/${asker.user.id}`)).firstName).toBe("Adele");
    });

    it("shows a member's new reputation beside their posts at once, though the vote was on another post (issue 24)", async () => {
      await warm();
      // The reader answered the question; a vote on the reader's own question elsewhere moves
      // their reputation, which the cached answers of this question show.
      const elsewhere = await askQuestion(ctx.app, reader.cookie, { title: "Where does rain come from, really?" });
      const before = (await visitorJson(`/api/questions/${question.id}/answers`)).items[0].author.reputation as number;
      const page = await visitor(`/questions/${question.id}`);
      expect(page.body).toContain(`"reputation":${before}`);
      const voter = await registerMember(ctx.app, { firstName: "Vic" });
      expect((await as(ctx.app, voter.cookie, { method: "POST", url: `/api/questions/${elsewhere.id}/vote`, payload: { value: 1 } })).statusCode).toBe(200);
      expect((await visitorJson(`/api/questions/${question.id}/answers`)).items[0].author.reputation).toBe(before + 10);
      const after = (await visitor(`/questions/${question.id}`)).body;
      expect(after).toContain(`"reputation":${before + 10}`);
      await as(ctx.app, voter.cookie, { method: "POST", url: `/api/questions/${elsewhere.id}/vote`, payload: { value: 0 } });
      expect((await visitorJson(`/api/questions/${question.id}/answers`)).items[0].author.reputation).toBe(before);
    });

    it("shows site settings at once", async () => {
      await warm();
      const current = (await as(ctx.app, admin.cookie, { method: "GET", url: "/api/admin/settings" })).json();
      const saved = await as(ctx.app, admin.cookie, { method: "PUT", url: "/api/admin/settings", payload: { ...pickSettings(current), siteName: "Deep Questions" } });
      expect(saved.statusCode).toBe(200);
      expect((await visitorJson("/api/site")).siteName).toBe("Deep Questions");
      expect((await visitor(`/questions/${question.id}`)).body).toContain("Deep Questions");
      await as(ctx.app, admin.cookie, { method: "PUT", url: "/api/admin/settings", payload: { ...pickSettings(current) } });
    });

    it("drops held and deleted posts at once, and shows approved ones", async () => {
      await holdPostsContaining(ctx, ["forbiddenword"]);
      await warm();
      const held = await as(ctx.app, reader.cookie, { method: "POST", url: `/api/questions/${question.id}/answers`, payload: { content: "<p>This has a forbiddenword in it.</p>" } });
      expect(held.statusCode).toBe(201);
      expect(held.json().held).toBe(true);
      const ids = async () => ((await visitorJson(`/api/questions/${question.id}/answers`)).items as { id: number }[]).map((item) => item.id);
      expect(await ids()).not.toContain(held.json().id);
      // The moderator approves it from the reports queue: visitors see it at once.
      const reports = (await as(ctx.app, admin.cookie, { method: "GET", url: "/api/admin/reports?status=open&limit=100" })).json();
      const report = (reports.items as { id: number; targetId: string | number; targetType: string }[]).find(
        (item) => item.targetType === "answer" && Number(item.targetId) === held.json().id,
      );
      expect(report).toBeDefined();
      const approved = await as(ctx.app, admin.cookie, { method: "POST", url: `/api/admin/reports/${report!.id}/resolve`, payload: { action: "approve" } });
      expect(approved.statusCode).toBe(200);
      expect(await ids()).toContain(held.json().id);
      // Deleted: gone at once, from the answers and from the page.
      const deleted = await as(ctx.app, reader.cookie, { method: "DELETE", url: `/api/answers/${held.json().id}` });
      expect(deleted.statusCode).toBe(204);
      expect(await ids()).not.toContain(held.json().id);
      expect((await visitor(`/questions/${question.id}`)).body).not.toContain("forbiddenword");
    });

    it("shows a question published after a visitor saw its page as missing", async () => {
      await holdPostsContaining(ctx, ["forbiddenword"]);
      const held = await askQuestion(ctx.app, asker.cookie, { title: "Is forbiddenword a word?" });
      expect(held.held).toBe(true);
      expect((await visitor(`/api/questions/${held.id}`)).statusCode).toBe(404);
      const before = (await visitor(`/questions/${held.id}`)).body;
      expect(before).not.toContain("Is forbiddenword a word?");
      await ctx.database.db.execute(sql`update questions set status = 'published' where id = ${held.id}`);
      await announced();
      expect((await visitor(`/api/questions/${held.id}`)).statusCode).toBe(200);
      expect((await visitor(`/questions/${held.id}`)).body).toContain("Is forbiddenword a word?");
    });

    it("shows a change made outside Ponder (an operator's SQL) at once: the database itself announces it", async () => {
      await warm();
      await ctx.database.db.execute(sql`update questions set title = 'Renamed by an operator' where id = ${question.id}`);
      await announced();
      expect((await visitorJson(`/api/questions/${question.id}`)).title).toBe("Renamed by an operator");
      expect((await feedItem("/api/questions?tab=recent"))!.title).toBe("Renamed by an operator");
    });
  });

  describe("members", () => {
    const urls = () => [
      "/api/questions?tab=recent",
      "/api/questions/trending?period=week",
      `/api/topics/${topicId}/questions`,
      `/api/questions/${question.id}`,
      `/api/questions/${question.id}/answers`,
      `/api/questions/${question.id}/answers?sort=oldest`,
      `/api/questions/${question.id}/comments`,
      `/api/questions/${question.id}/related`,
      `/api/users/${asker.user.id}/questions`,
      `/api/users/${asker.user.id}`,
      "/api/topics",
      "/api/site",
    ];

    it("get exactly the answer the route computes for them, cached public part or not", async () => {
      const voter = await registerMember(ctx.app, { firstName: "Vera" });
      await grantReputation(ctx.database.db, voter.user.id, 50); // downvoting needs 50
      await as(ctx.app, voter.cookie, { method: "POST", url: `/api/questions/${question.id}/vote`, payload: { value: -1 } });
      await as(ctx.app, voter.cookie, { method: "POST", url: `/api/answers/${answer.id}/vote`, payload: { value: 1 } });
      await as(ctx.app, voter.cookie, { method: "POST", url: `/api/questions/${question.id}/follow` });
      await as(ctx.app, voter.cookie, { method: "POST", url: `/api/users/${asker.user.id}/follow` });
      await as(ctx.app, voter.cookie, { method: "POST", url: `/api/questions/${question.id}/bookmark` });
      await as(ctx.app, voter.cookie, { method: "POST", url: `/api/answers/${answer.id}/bookmark` });
      await askQuestion(ctx.app, voter.cookie, { title: "A question of Vera's own?", topicIds: [topicId] });
      await as(ctx.app, voter.cookie, { method: "POST", url: `/api/questions/${question.id}/comments`, payload: { content: "<p>Vera asks which ocean.</p>" } });
      for (const member of [voter, asker, reader, admin]) {
        for (const url of urls()) {
          await visitor(url); // the public part is cached first
          const cached = await as(ctx.app, member.cookie, { method: "GET", url });
          const own = await as(plain, member.cookie, { method: "GET", url });
          expect(cached.statusCode, url).toBe(own.statusCode);
          expect(cached.json(), `${url} for ${member.user.firstName}`).toEqual(own.json());
        }
      }
    });

    it("see a comment's upvote at once, visitors the count only and the voter their own vote through the overlay", async () => {
      const url = `/api/questions/${question.id}/comments`;
      const comment = (await as(ctx.app, reader.cookie, { method: "POST", url, payload: { content: "<p>Rex adds the Mariana Trench.</p>" } })).json() as { id: number };
      const uma = await registerMember(ctx.app, { firstName: "Uma" });
      const item = (body: { items: { id: number; upvoteCount: number; myVote: number; abilities: { vote: boolean } }[] }) => body.items.find((entry) => entry.id === comment.id)!;
      const asMember = async (member: { cookie: string }) => item((await as(ctx.app, member.cookie, { method: "GET", url })).json());
      // Both the visitor's answer and the member's overlay are warm before the vote.
      expect(item(await visitorJson(url))).toMatchObject({ upvoteCount: 0, myVote: 0 });
      expect(await asMember(uma)).toMatchObject({ upvoteCount: 0, myVote: 0, abilities: { vote: true } });
      expect((await as(ctx.app, uma.cookie, { method: "POST", url: `/api/comments/${comment.id}/vote`, payload: { value: 1 } })).json()).toEqual({ upvoteCount: 1, myVote: 1 });
      expect(item(await visitorJson(url))).toMatchObject({ upvoteCount: 1, myVote: 0 });
      expect(await asMember(uma)).toMatchObject({ upvoteCount: 1, myVote: 1 });
      // Uma's vote is hers: the author and other members see the count, not her vote.
      expect(await asMember(reader)).toMatchObject({ upvoteCount: 1, myVote: 0, abilities: { vote: false } });
      expect(await asMember(asker)).toMatchObject({ upvoteCount: 1, myVote: 0, abilities: { vote: true } });
      expect((await as(ctx.app, uma.cookie, { method: "GET", url })).json()).toEqual((await as(plain, uma.cookie, { method: "GET", url })).json());
      // A vote written behind the app's back shows as soon as the database announces it.
      await ctx.database.db.execute(sql`delete from comment_votes where comment_id = ${comment.id}`);
      await ctx.database.db.execute(sql`update comments set upvote_count = 0 where id = ${comment.id}`);
      await announced();
      expect(item(await visitorJson(url))).toMatchObject({ upvoteCount: 0, myVote: 0 });
      expect(await asMember(uma)).toMatchObject({ upvoteCount: 0, myVote: 0 });
    });

    it("see at once what they and others do to what is theirs: kept answers follow every change", async () => {
      const member = await registerMember(ctx.app, { firstName: "Kim" });
      await grantReputation(ctx.database.db, member.user.id, 50); // downvoting needs 50
      const other = await registerMember(ctx.app, { firstName: "Olu" });
      await as(ctx.app, member.cookie, { method: "PATCH", url: "/api/users/onboarding", payload: { completed: true } });
      const own = await askQuestion(ctx.app, member.cookie, { title: "Kim's question about tides?", topicIds: [topicId] });
      const personal = [
        ...urls(),
        "/api/auth/user",
        "/api/questions?tab=for-you",
        "/api/questions?tab=following",
        "/api/users/topics/followed",
        "/api/notifications/unread-count",
        "/api/conversations/unread-count",
        "/api/subscriptions/me",
        `/api/topics/${topicId}/following`,
        `/api/users/${member.user.id}`,
        `/api/users/${asker.user.id}/answers`,
      ];
      // The kept answer is read between two of the uncached app's: when those two agree, the kept
      // one must too. A badge's notification arrives from a job seconds after a step
      // (features/badges/badge-awards.ts), so when the member's state moved between the two reads
      // (CI: a Supporter badge landed between them), all three are read again.
      const same = async (step: string) => {
        for (const url of personal) {
          for (let attempt = 1; ; attempt++) {
            const before = await as(plain, member.cookie, { method: "GET", url });
            const kept = await as(ctx.app, member.cookie, { method: "GET", url });
            const after = await as(plain, member.cookie, { method: "GET", url });
            if (before.body !== after.body && attempt < 5) continue;
            expect(kept.statusCode, `${step}: ${url}`).toBe(after.statusCode);
            expect(kept.json(), `${step}: ${url}`).toEqual(after.json());
            break;
          }
        }
      };
      await same("first look");
      await same("kept");
      const steps: [string, () => Promise<{ statusCode: number }>][] = [
        ["votes", () => as(ctx.app, member.cookie, { method: "POST", url: `/api/questions/${question.id}/vote`, payload: { value: 1 } })],
        ["votes on an answer", () => as(ctx.app, member.cookie, { method: "POST", url: `/api/answers/${answer.id}/vote`, payload: { value: -1 } })],
        ["saves", () => as(ctx.app, member.cookie, { method: "POST", url: `/api/questions/${question.id}/bookmark` })],
        ["follows a topic", () => as(ctx.app, member.cookie, { method: "POST", url: `/api/topics/${topicId}/follow` })],
        ["follows the asker", () => as(ctx.app, member.cookie, { method: "POST", url: `/api/users/${asker.user.id}/follow` })],
        ["follows the question", () => as(ctx.app, member.cookie, { method: "POST", url: `/api/questions/${question.id}/follow` })],
        ["hides a question", () => as(ctx.app, member.cookie, { method: "POST", url: `/api/questions/${question.id}/hide` })],
        ["is answered (a notification)", () => as(ctx.app, other.cookie, { method: "POST", url: `/api/questions/${own.id}/answers`, payload: { content: "<p>Tides follow the moon.</p>" } })],
        [
          "gets a message",
          async () => {
            const started = await as(ctx.app, other.cookie, { method: "POST", url: "/api/conversations", payload: { userId: member.user.id } });
            return as(ctx.app, other.cookie, { method: "POST", url: `/api/conversations/${started.json().id}/messages`, payload: { content: "Hello Kim" } });
          },
        ],
        ["renames themselves", () => as(ctx.app, member.cookie, { method: "PATCH", url: `/api/users/${member.user.id}`, payload: { lastName: "Renamed" } })],
      ];
      for (const [step, act] of steps) {
        expect((await act()).statusCode, step).toBeLessThan(300);
        await same(step);
      }
    });

    it("see their own held posts where the route shows them, which visitors never do", async () => {
      await holdPostsContaining(ctx, ["forbiddenword"]);
      const author = await registerMember(ctx.app, { firstName: "Hal" });
      const held = await askQuestion(ctx.app, author.cookie, { title: "A forbiddenword question?", topicIds: [topicId] });
      expect(held.held).toBe(true);
      const ownProfile = `/api/users/${author.user.id}/questions`;
      for (const url of ["/api/questions?tab=recent", `/api/topics/${topicId}/questions`, ownProfile]) {
        await visitor(url);
        const mine = await as(ctx.app, author.cookie, { method: "GET", url });
        expect(mine.json(), url).toEqual((await as(plain, author.cookie, { method: "GET", url })).json());
        const public_ = (await visitorJson(url)).items.map((item: { id: number }) => item.id);
        expect(public_, url).not.toContain(held.id);
      }
      // Their own profile lists it for them (decision 011), from the route, not the cache.
      expect((await as(ctx.app, author.cookie, { method: "GET", url: ownProfile })).json().items.map((item: { id: number }) => item.id)).toContain(held.id);
    });

    it("never leave their data in a visitor's cached answer or page", async () => {
      const member = await registerMember(ctx.app, { firstName: "Priya", lastName: "Private" });
      await as(ctx.app, member.cookie, { method: "POST", url: `/api/questions/${question.id}/vote`, payload: { value: 1 } });
      await as(ctx.app, member.cookie, { method: "POST", url: `/api/questions/${question.id}/bookmark` });
      // The member asks first: their requests fill the cache.
      await ctx.app.inject({ method: "POST", url: "/api/admin/cache/clear", headers: { cookie: admin.cookie } });
      for (const url of [...urls(), `/questions/${question.id}`, "/"]) await as(ctx.app, member.cookie, { method: "GET", url });
      for (const url of urls()) {
        const body = (await visitor(url)).body;
        expect(body, url).not.toContain("Priya");
        expect(body, url).not.toMatch(/"myVote":(1|-1)/);
        expect(body, url).not.toContain('"bookmarked":true');
        expect(body, url).not.toMatch(/"(edit|vote|delete|report)":true/);
      }
      for (const url of [`/questions/${question.id}`, "/"]) {
        const html = (await visitor(url)).body;
        expect(html, url).not.toContain("Priya");
        expect(html, url).not.toContain(member.user.email);
      }
    });
  });

  describe("sessions", () => {
    it("ends a session ended in the database at once, though lookups are remembered", async () => {
      const member = await registerMember(ctx.app);
      expect((await as(ctx.app, member.cookie, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(200);
      expect((await as(ctx.app, member.cookie, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(200);
      await ctx.database.db.execute(sql`delete from sessions where user_id = ${member.user.id}`);
      await announced();
      expect((await as(ctx.app, member.cookie, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
    });

    it("sees a member's new role and status at once", async () => {
      const member = await registerMember(ctx.app);
      expect((await as(ctx.app, member.cookie, { method: "GET", url: "/api/admin/stats" })).statusCode).toBe(403);
      await ctx.database.db.execute(sql`update users set role = 'admin' where id = ${member.user.id}`);
      await announced();
      expect((await as(ctx.app, member.cookie, { method: "GET", url: "/api/admin/stats" })).statusCode).toBe(200);
      await ctx.database.db.execute(sql`update users set status = 'suspended' where id = ${member.user.id}`);
      await announced();
      expect((await as(ctx.app, member.cookie, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
    });
  });
});

/** The writable fields of the admin settings answer. */
function pickSettings(current: Record<string, unknown>) {
  const { siteName, siteDescription, allowRegistrations, requireEmailVerification, maintenanceMode, theme, primaryColor, moderationEnabled, blockedWords } = current;
  return { siteName, siteDescription, allowRegistrations, requireEmailVerification, maintenanceMode, theme, primaryColor, moderationEnabled, blockedWords };
}
