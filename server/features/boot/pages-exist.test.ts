import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { INFO_SLUGS, MEMBER_ROUTES, PUBLIC_ROUTES } from "@shared/site-paths";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { askQuestion, createTopics } from "../../test/factories";

// Issue 13, "Dead ends": every path of the spec's route table (2.1) and every footer link
// (2.17) answers without the not-found screen — for a visitor at a member's page, with a
// sign-in that comes back — and a path that truly does not exist answers 404 with the
// not-found screen inside the site's frame.

const INDEX = `<!doctype html><html lang="en"><head><title>Ponder</title></head><body><div id="root"></div><script type="module" crossorigin src="/assets/index.js"></script></body></html>`;
const PAGES = [
  "landing", "auth", "home", "onboarding", "admin-login", "admin", "not-found", "question", "revisions", "trending", "following", "topic",
  "profile", "profile-edit", "profile-settings", "about", "contact", "privacy", "terms", "help", "verify-email", "reset-password",
  "confirm-email", "search", "spaces", "space", "business", "ponder-plus", "bookmarks", "drafts", "messages", "ads-create",
  "monetization", "content-stats", "languages", "info",
];
// Every page its own chunk, so a page's preloads say which page the server chose.
const MANIFEST = Object.fromEntries(PAGES.map((page) => [`src/pages/${page}.tsx`, { file: `assets/${page}.js` }]));

const NOT_FOUND = "404 Page Not Found";
/** The spec's signed-out route table (2.1). */
const VISITOR_PATHS = ["/", "/auth", "/login", "/register", "/business", "/admin", "/admin/login", "/about", "/contact", "/privacy", "/terms"];
/** Every link of the landing page's footer (2.17 and the product links). */
const FOOTER_PATHS = [
  "/about", "/careers", "/press", "/blog", "/investors",
  "/help", "/contact", "/safety", "/community-guidelines", "/report",
  "/privacy", "/terms", "/cookie-policy", "/copyright", "/accessibility",
  "/business", "/ponder-plus", "/mobile", "/developers", "/status",
];
/** The spec's signed-in route table (2.1), with ids filled in below. */
const memberPaths = (ids: { user: string; topic: number; question: number }) => [
  "/", "/admin", `/profile/${ids.user}`, `/profile/${ids.user}/settings`, `/profile/${ids.user}/edit`, "/profile", "/settings",
  "/business", "/ponder-plus", "/onboarding", "/spaces", "/following", "/trending", `/topics/${ids.topic}`, "/bookmarks", "/drafts",
  "/help", "/messages", "/ads/create", "/monetization", "/content-stats", "/languages", "/about", "/contact", "/privacy", "/terms",
  `/questions/${ids.question}`, "/search?q=plants",
];
const UNKNOWN_PATHS = ["/no-such-page", "/careers/openings", "/admin/nope", "/questions", "/topics", "/profile/a/b/c"];

const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)\.js"/g)].map((match) => match[1]);
const root = (html: string) => /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? "";

describeApi("every page the site links to exists, and the rest are real 404s", () => {
  let ctx: TestContext;
  let dir: string;
  let member: Awaited<ReturnType<typeof registerMember>>;
  let ids: { user: string; topic: number; question: number };
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "ponder-pages-"));
    mkdirSync(path.join(dir, "client"));
    writeFileSync(path.join(dir, "client/index.html"), INDEX);
    writeFileSync(path.join(dir, "client-manifest.json"), JSON.stringify(MANIFEST));
    ctx = await createTestContext({}, { clientDir: path.join(dir, "client") });
    member = await registerMember(ctx.app, { firstName: "Pages" });
    await as(ctx.app, member.cookie, { method: "PATCH", url: "/api/users/onboarding", payload: { completed: true } });
    // A real topic: an unknown one's page is a 404 (issue 23).
    const [topic] = await createTopics(ctx.database.db, ["Site maps"]);
    const question = await askQuestion(ctx.app, member.cookie, { title: "Which pages exist on this site?" });
    ids = { user: member.user.id, topic: topic!, question: question.id };
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers a visitor every page of the spec's table and every footer link, none of them the not-found screen", async () => {
    for (const url of [...new Set([...VISITOR_PATHS, ...FOOTER_PATHS]), `/questions/${ids.question}`, "/search?q=plants"]) {
      const response = await ctx.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain(NOT_FOUND);
      expect(preloads(response.body), url).not.toContain("not-found");
    }
  });

  it("gives each footer content page its own prerendered text in the site's frame", async () => {
    for (const slug of INFO_SLUGS) {
      const markup = root((await ctx.app.inject({ method: "GET", url: `/${slug}` })).body);
      expect(markup, slug).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(markup, slug).toContain("<footer");
      expect(markup, slug).toContain('href="/"');
      // No message id left untranslated ("info.careers.title").
      expect(markup, slug).not.toMatch(/>info\.[a-z]/);
    }
    expect(root((await ctx.app.inject({ method: "GET", url: "/careers" })).body)).toContain("Careers at Ponder");
    // In the reader's language too.
    const spanish = await ctx.app.inject({ method: "GET", url: "/community-guidelines", headers: { "accept-language": "es-ES,es;q=0.9" } });
    expect(spanish.body).toContain('<html lang="es"');
    expect(root(spanish.body)).toContain("Normas de la comunidad");
  });

  it("sends a visitor at a member's page to sign in, and back there afterwards", async () => {
    for (const url of ["/trending", "/following", `/topics/${ids.topic}`, `/profile/${ids.user}`, "/bookmarks", "/messages", "/settings", "/drafts", "/languages", "/spaces"]) {
      const response = await ctx.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(`/auth?next=${encodeURIComponent(url)}`);
      expect(response.headers["cache-control"], url).toBe("no-store");
    }
    // The query comes along.
    expect((await ctx.app.inject({ method: "GET", url: "/messages/12?draft=1" })).headers.location).toBe(`/auth?next=${encodeURIComponent("/messages/12?draft=1")}`);
  });

  it("answers a member every page of the spec's signed-in table, none of them the not-found screen", async () => {
    for (const url of [...memberPaths(ids), ...FOOTER_PATHS]) {
      const response = await as(ctx.app, member.cookie, { method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain(NOT_FOUND);
      expect(preloads(response.body), url).not.toContain("not-found");
    }
  });

  it("answers a path that is no page with 404 and the not-found screen inside the site's frame, for visitors and members", async () => {
    for (const url of UNKNOWN_PATHS) {
      for (const cookie of [null, member.cookie]) {
        const response = cookie ? await as(ctx.app, cookie, { method: "GET", url }) : await ctx.app.inject({ method: "GET", url });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers["content-type"], url).toMatch(/^text\/html/);
        const markup = root(response.body);
        // The spec's two lines, a way home, and the site's header and footer around them.
        expect(markup, url).toContain(NOT_FOUND);
        // Words for people, not the spec's developer line (issue 23), and a search to go on with.
        expect(markup, url).toContain("This page doesn&#x27;t exist.");
        expect(markup, url).not.toContain("router");
        expect(markup, url).toContain('role="search"');
        expect(markup, url).toMatch(/<a[^>]*href="\/"[^>]*>Go to Ponder home<\/a>/);
        expect(markup, url).toContain("<header");
        expect(markup, url).toContain("<footer");
      }
    }
    // Asked twice, still a 404 (nothing kept answers it with a 200).
    expect((await ctx.app.inject({ method: "GET", url: "/no-such-page" })).statusCode).toBe(404);
    // The API's own 404 is untouched.
    const api = await ctx.app.inject({ method: "GET", url: "/api/no-such-route" });
    expect(api.statusCode).toBe(404);
    expect(api.headers["content-type"]).toMatch(/json/);
  });

  it("keeps the shared list of paths in step with itself", () => {
    // Every footer content page is a public route; no route is both public and a member's.
    for (const slug of INFO_SLUGS) expect(PUBLIC_ROUTES).toContain(`/${slug}`);
    expect(PUBLIC_ROUTES.filter((route) => (MEMBER_ROUTES as readonly string[]).includes(route))).toEqual([]);
  });
});
