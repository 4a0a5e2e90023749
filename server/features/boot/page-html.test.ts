import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOT_DATA_ID, type BootEntry } from "@shared/boot";
import { bootFingerprint } from "../../../client/src/lib/boot";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { askQuestion } from "../../test/factories";

const INDEX = `<!doctype html><html lang="en"><head><title>Ponder</title></head><body><div id="root"></div><script type="module" crossorigin src="/assets/index.js"></script></body></html>`;
const MANIFEST = {
  "index.html": { file: "assets/index.js", imports: ["_react.js"] },
  "_react.js": { file: "assets/react.js" },
  "_app-shell.js": { file: "assets/app-shell.js", imports: ["_react.js"], css: ["assets/app.css"] },
  "src/pages/home.tsx": { file: "assets/home.js", imports: ["_app-shell.js", "_react.js"], dynamicImports: ["src/pages/lazy.tsx"] },
  "src/pages/landing.tsx": { file: "assets/landing.js", imports: ["_react.js"] },
  "src/pages/question.tsx": { file: "assets/question.js", imports: ["_app-shell.js"] },
  "src/pages/trending.tsx": { file: "assets/trending.js", imports: ["_app-shell.js", "_react.js"] },
  "src/pages/auth.tsx": { file: "assets/auth.js", imports: ["_react.js"] },
};

const bootData = (html: string) => {
  const match = new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">(.*?)</script>`, "s").exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as BootEntry[];
};
const entry = (entries: BootEntry[], key: unknown[]) => entries.find((item) => JSON.stringify(item.key) === JSON.stringify(key));
const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((match) => match[1]);

describeApi("app pages carry their first data and preloads", () => {
  let ctx: TestContext;
  let root: string;
  let member: Awaited<ReturnType<typeof registerMember>>;
  let question: { id: number };
  const questionId = () => question.id;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "ponder-boot-"));
    mkdirSync(path.join(root, "client"));
    writeFileSync(path.join(root, "client/index.html"), INDEX);
    writeFileSync(path.join(root, "client-manifest.json"), JSON.stringify(MANIFEST));
    ctx = await createTestContext({}, { clientDir: path.join(root, "client") });
    member = await registerMember(ctx.app, { firstName: "Boot" });
    await as(ctx.app, member.cookie, { method: "PATCH", url: "/api/users/onboarding", payload: { completed: true } });
    question = await askQuestion(ctx.app, member.cookie, { title: "Does the first HTML carry the feed?", content: "<p>x </script><script>alert(1)</script></p>" });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("gives a visitor a page's chunks and a signed-out user", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/auth" });
    expect(response.statusCode).toBe(200);
    // A visitor's page is the same for every visitor: cached, here and by shared caches briefly.
    expect(response.headers["cache-control"]).toMatch(/^public, /);
    expect(String(response.headers.vary).toLowerCase()).toContain("cookie");
    expect(preloads(response.body)).toEqual(["/assets/auth.js", "/assets/react.js"]);
    const entries = bootData(response.body);
    expect(entry(entries, ["/api/auth/user"])).toMatchObject({ data: null });
    expect(entry(entries, ["/api/site"])?.data).toMatchObject({ siteName: "Ponder" });
    expect(entry(entries, ["/api/questions", { tab: "for-you" }])).toBeUndefined();
  });

  it("gives a member the home feed exactly as the API sends it, and the sidebars' topics", async () => {
    const response = await as(ctx.app, member.cookie, { method: "GET", url: "/" });
    expect(response.headers["cache-control"]).toBe("private, no-cache");
    // Prerendered: it paints from the HTML, and preloads would only slow its stylesheet.
    expect(preloads(response.body)).toEqual([]);
    const trending = await as(ctx.app, member.cookie, { method: "GET", url: "/trending" });
    expect(preloads(trending.body)).toEqual(["/assets/trending.js", "/assets/app-shell.js", "/assets/react.js"]);
    const entries = bootData(response.body);
    expect(entry(entries, ["/api/auth/user"])?.data).toMatchObject({ id: member.user.id });
    const feed = entry(entries, ["/api/questions", { tab: "for-you" }]);
    const api = await as(ctx.app, member.cookie, { method: "GET", url: "/api/questions?tab=for-you&limit=10" });
    expect(feed).toMatchObject({ infinite: true, data: api.json() });
    expect(entry(entries, ["/api/users/topics/followed"])).toBeDefined();
    expect(entry(entries, ["/api/topics/trending"])).toBeDefined();
  });

  it("prerenders the question page and the home feed with the client's own components", async () => {
    const question = (await ctx.app.inject({ method: "GET", url: `/questions/${questionId()}` })).body;
    const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(question)![1]!;
    // Exactly the app's markup, after the comment with its render moment: the browser hydrates it.
    // (the skip link first, outside the frame's Suspense boundary).
    expect(root).toMatch(/^<!--prerendered-at:\d+:[0-9a-f]{8}--><a href="#main-content"[^>]*>Skip to content<\/a><!--\$--><div /);
    // Rendered from exactly the boot data the page carries, which is what lets the browser hydrate it.
    expect(/^<!--prerendered-at:\d+:([0-9a-f]{8})-->/.exec(root)![1]).toBe(bootFingerprint(bootData(question)));
    expect(root).toMatch(/<h1[^>]*>Does the first HTML carry the feed\?<\/h1>/);
    // Member HTML went through the allow-list; controls wait for the app.
    expect(root).not.toContain("<script>");
    const controls = root.match(/<(button|input|textarea|select)\b[^>]*>/g) ?? [];
    expect(controls.length).toBeGreaterThan(3);
    // Every one has the attribute (Tailwind's `disabled:` classes do not count).
    expect(controls.filter((tag) => !/\sdisabled=""/.test(tag))).toEqual([]);
    // Those the prerender disabled say so, for the browser to enable them again.
    expect(controls.filter((tag) => /data-waits-for-app/.test(tag)).length).toBeGreaterThan(3);
    const home = (await as(ctx.app, member.cookie, { method: "GET", url: "/" })).body;
    expect(home).toMatch(/<div id="root"><!--prerendered-at:\d+:[0-9a-f]{8}-->[\s\S]*Does the first HTML carry the feed\?/);
    // Pages that are not prerendered start empty and paint when the app starts.
    expect((await as(ctx.app, member.cookie, { method: "GET", url: "/trending" })).body).toContain('<div id="root"></div>');
  });

  it("compresses the page for browsers that accept it", async () => {
    const { gunzipSync, brotliDecompressSync } = await import("node:zlib");
    const gzip = await ctx.app.inject({ method: "GET", url: "/about", headers: { "accept-encoding": "gzip, deflate" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toContain(BOOT_DATA_ID);
    const br = await ctx.app.inject({ method: "GET", url: "/about", headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain(BOOT_DATA_ID);
    expect(String(br.headers.vary).toLowerCase()).toContain("accept-encoding");
  });

  it("embeds a question page's question and answers without letting its text out of the JSON", async () => {
    const response = await ctx.app.inject({ method: "GET", url: `/questions/${question.id}` });
    expect(response.body).not.toContain("<script>alert(1)");
    const entries = bootData(response.body);
    expect(entry(entries, ["/api/questions", question.id])?.data).toMatchObject({ title: "Does the first HTML carry the feed?" });
    expect(entry(entries, ["/api/questions", question.id, "answers"])).toMatchObject({ infinite: true, data: { items: [] } });
    // A missing question is left to the page, which shows its own not-found.
    const missing = bootData((await ctx.app.inject({ method: "GET", url: "/questions/999999" })).body);
    expect(entry(missing, ["/api/questions", 999999])).toBeUndefined();
  });
});

describe("pages without a build", () => {
  it("still answer HTML when the manifest is missing", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "ponder-boot-"));
    writeFileSync(path.join(root, "index.html"), INDEX);
    const ctx = await createTestContext({}, { clientDir: root });
    try {
      const response = await ctx.app.inject({ method: "GET", url: "/about" });
      expect(response.statusCode).toBe(200);
      expect(preloads(response.body)).toEqual([]);
      expect(bootData(response.body).length).toBeGreaterThan(0);
    } finally {
      await ctx.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
