import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { askQuestion } from "../../test/factories";
import { holdPostsContaining, registerStaff } from "../../test/staff";

// Issue 23, "No dead ends": a page whose question, profile, topic or space does not exist for
// its reader answers HTTP 404 in the frame (the page's own status, as the API's), is never
// kept in the public cache, and shows at once when its content appears later.

const INDEX = `<!doctype html><html lang="en"><head><title>Ponder</title></head><body><div id="root"></div><script type="module" crossorigin src="/assets/index.js"></script></body></html>`;
const MISSING_UUID = "00000000-0000-4000-8000-000000000000";

describeApi("pages of missing content answer 404", () => {
  let ctx: TestContext;
  let dir: string;
  let asker: Awaited<ReturnType<typeof registerMember>>;
  let other: Awaited<ReturnType<typeof registerMember>>;
  let staff: Awaited<ReturnType<typeof registerStaff>>;
  let published: { id: number };
  let held: { id: number; held?: boolean };
  const visitor = (url: string) => ctx.app.inject({ method: "GET", url });
  const onboarded = async (member: { cookie: string }) => {
    await as(ctx.app, member.cookie, { method: "PATCH", url: "/api/users/onboarding", payload: { completed: true } });
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "ponder-missing-"));
    mkdirSync(path.join(dir, "client"));
    writeFileSync(path.join(dir, "client/index.html"), INDEX);
    ctx = await createTestContext({}, { clientDir: path.join(dir, "client") });
    asker = await registerMember(ctx.app, { firstName: "Ada" });
    other = await registerMember(ctx.app, { firstName: "Otto" });
    staff = await registerStaff(ctx, "moderator");
    for (const member of [asker, other, staff]) await onboarded(member);
    published = await askQuestion(ctx.app, asker.cookie, { title: "Why is the sky blue at noon?" });
    await holdPostsContaining(ctx, ["heldword"]);
    held = await askQuestion(ctx.app, asker.cookie, { title: "Is heldword a real word at all?" });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers 404 for a question that never existed or whose id is malformed, for visitors and members, and keeps no copy", async () => {
    for (const url of ["/questions/2147483000", "/questions/not-a-number", "/questions/0", "/questions/2147483000/revisions", "/questions/x/revisions"]) {
      for (const cookie of [null, other.cookie]) {
        const response = cookie ? await as(ctx.app, cookie, { method: "GET", url }) : await visitor(url);
        expect(response.statusCode, `${url} ${cookie ? "member" : "visitor"}`).toBe(404);
        expect(response.headers["content-type"]).toMatch(/^text\/html/);
        // Not for shared caches, and not in ours: asked again, it is rendered again.
        expect(response.headers["cache-control"]).toBe("private, no-cache");
        expect(response.headers.etag).toBeUndefined();
      }
    }
    expect((await visitor(`/questions/${published.id}`)).statusCode).toBe(200);
    expect((await visitor(`/questions/${published.id}/revisions`)).statusCode).toBe(200);
  });

  it("answers 404 for a held question to visitors and other members, and 200 to its author and staff", async () => {
    expect(held.held).toBe(true);
    const url = `/questions/${held.id}`;
    expect((await visitor(url)).statusCode).toBe(404);
    expect((await as(ctx.app, other.cookie, { method: "GET", url })).statusCode).toBe(404);
    const own = await as(ctx.app, asker.cookie, { method: "GET", url });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain("Is heldword a real word at all?");
    const moderator = await as(ctx.app, staff.cookie, { method: "GET", url });
    expect(moderator.statusCode).toBe(200);
    expect(moderator.body).toContain("Is heldword a real word at all?");
    // Its revisions likewise.
    expect((await visitor(`${url}/revisions`)).statusCode).toBe(404);
    expect((await as(ctx.app, asker.cookie, { method: "GET", url: `${url}/revisions` })).statusCode).toBe(200);
    // Asked again by a visitor after the author's 200: still a 404 (no copy answers for it).
    expect((await visitor(url)).statusCode).toBe(404);
  });

  it("answers 404 for a deleted question once it is gone, to the visitor who saw it a moment ago", async () => {
    const doomed = await askQuestion(ctx.app, asker.cookie, { title: "Will this question be deleted soon?" });
    const url = `/questions/${doomed.id}`;
    // Seen, so kept in the public cache.
    expect((await visitor(url)).statusCode).toBe(200);
    expect((await visitor(url)).statusCode).toBe(200);
    expect((await as(ctx.app, asker.cookie, { method: "DELETE", url: `/api/questions/${doomed.id}` })).statusCode).toBe(204);
    const gone = await visitor(url);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain("Will this question be deleted soon?");
    expect((await as(ctx.app, other.cookie, { method: "GET", url })).statusCode).toBe(404);
  });

  it("shows a question published after its page answered 404, at once", async () => {
    const later = await askQuestion(ctx.app, asker.cookie, { title: "Does heldword pass review later?" });
    expect(later.held).toBe(true);
    const url = `/questions/${later.id}`;
    expect((await visitor(url)).statusCode).toBe(404);
    expect((await visitor(url)).statusCode).toBe(404);
    expect((await as(ctx.app, other.cookie, { method: "GET", url })).statusCode).toBe(404);
    // Approved behind the app's back (an operator's SQL): the database announces it.
    await ctx.database.db.execute(sql`update questions set status = 'published' where id = ${later.id}`);
    await ctx.database.notifications.flush();
    const shown = await visitor(url);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain("Does heldword pass review later?");
    expect((await as(ctx.app, other.cookie, { method: "GET", url })).statusCode).toBe(200);
  });

  it("answers a member 404 for an unknown profile, topic and space, and 200 for real ones", async () => {
    const topics = (await visitor("/api/topics")).json() as { id: number }[];
    const space = await as(ctx.app, other.cookie, { method: "POST", url: "/api/spaces", payload: { name: "Sky watchers", description: "Clouds and light" } });
    expect(space.statusCode).toBe(201);
    const found = [`/profile/${asker.user.id}`, "/profile", `/spaces/${space.json().id}`, ...(topics[0] ? [`/topics/${topics[0].id}`] : [])];
    for (const url of found) expect((await as(ctx.app, other.cookie, { method: "GET", url })).statusCode, url).toBe(200);
    const missing = [`/profile/${MISSING_UUID}`, "/profile/not-a-member", "/topics/2147483000", "/topics/physics", "/spaces/2147483000", "/spaces/sky"];
    for (const url of missing) {
      const response = await as(ctx.app, other.cookie, { method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"], url).toMatch(/^text\/html/);
      expect(response.headers["cache-control"], url).toBe("private, no-cache");
    }
    // A visitor is still asked to sign in first: a member's page says nothing before that.
    expect((await visitor(`/profile/${MISSING_UUID}`)).statusCode).toBe(302);
  });
});
