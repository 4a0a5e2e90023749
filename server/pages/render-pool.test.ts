import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { as, buildTestApp, createTestContext, describeApi, registerMember, type TestContext } from "../test/app";
import { askQuestion } from "../test/factories";
import { renderWorkerBundle } from "../test/server-bundle";
import { createRenderPool, type RenderPool } from "./render-pool";

const INDEX = `<!doctype html><html lang="en"><head><title>Ponder</title></head><body><div id="root"></div><script type="module" crossorigin src="/assets/index.js"></script></body></html>`;

/** The page's root, its render moment (which differs between two renders) left out. */
const markup = (html: string) => /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)![1]!.replace(/^<!--prerendered-at:\d+:/, "<!--prerendered-at:");

describeApi("pages prerendered on a render thread", () => {
  let ctx: TestContext;
  let threaded: FastifyInstance;
  let root: string;
  let cookie: string;
  let questionId: number;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "ponder-render-"));
    mkdirSync(path.join(root, "client"));
    writeFileSync(path.join(root, "client/index.html"), INDEX);
    const clientDir = path.join(root, "client");
    ctx = await createTestContext({}, { clientDir });
    // A second app on the same database, rendering on a thread from the built script.
    threaded = await buildTestApp(ctx.database, {}, { clientDir, renderThreads: { entry: await renderWorkerBundle(), count: 1 } });
    const member = await registerMember(ctx.app, { firstName: "Thread" });
    cookie = member.cookie;
    await as(ctx.app, cookie, { method: "PATCH", url: "/api/users/onboarding", payload: { completed: true } });
    const question = await askQuestion(ctx.app, cookie, {
      title: "Is a page rendered on a thread the same page? $& $1 </script>",
      content: "<p>Text with $' and </script><script>alert(1)</script> and ünïcödé ✓</p>",
    });
    questionId = question.id;
    await as(ctx.app, cookie, { method: "POST", url: `/api/questions/${questionId}/answers`, payload: { content: "<p>An answer, $$ and &lt;b&gt;</p>" } });
  }, 120_000);
  afterAll(async () => {
    await threaded?.close();
    await ctx?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("gives the visitor's question page and a member's feed the markup the event loop makes", async () => {
    const url = `/questions/${questionId}`;
    const [onThread, onLoop] = await Promise.all([threaded.inject({ method: "GET", url }), ctx.app.inject({ method: "GET", url })]);
    expect(onThread.statusCode).toBe(200);
    expect(markup(onThread.body)).toMatch(/<h1[^>]*>Is a page rendered on a thread the same page\? \$&amp; \$1 &lt;\/script&gt;<\/h1>/);
    expect(markup(onThread.body)).toContain("An answer, $$ and");
    expect(markup(onThread.body)).not.toContain("<script>");
    expect(markup(onThread.body)).toBe(markup(onLoop.body));
    const [home, homeOnLoop] = await Promise.all([as(threaded, cookie, { method: "GET", url: "/" }), as(ctx.app, cookie, { method: "GET", url: "/" })]);
    expect(markup(home.body)).toContain("Is a page rendered on a thread the same page?");
    expect(markup(home.body)).toBe(markup(homeOnLoop.body));
  });

  it("renders many pages at once, each its own", async () => {
    const titles = ["First of many", "Second of many", "Third of many"];
    const ids: number[] = [];
    for (const title of titles) ids.push((await askQuestion(ctx.app, cookie, { title: `${title}: is this rendered alone?` })).id);
    const pages = await Promise.all(ids.flatMap((id) => [1, 2, 3].map(() => threaded.inject({ method: "GET", url: `/questions/${id}?v=${Math.random()}` }))));
    pages.forEach((page, index) => expect(markup(page.body)).toContain(`${titles[Math.floor(index / 3)]}: is this rendered alone?`));
  });
});

/** A stand-in render thread: the pool's protocol, with pages that crash, hang or take time. */
const FAKE_WORKER = `
import { parentPort, threadId } from "node:worker_threads";
parentPort.on("message", ({ id, page, url }) => {
  if (page === "crash") process.exit(3);
  if (page === "hang") for (;;) {}
  if (page === "busy") { const until = Date.now() + 150; while (Date.now() < until) {} }
  if (page === "throw") return parentPort.postMessage({ id, error: "Error: the page broke" });
  const answer = () => parentPort.postMessage({ id, html: page === "none" ? null : url + " on " + threadId });
  if (page === "slow") setTimeout(answer, 400); else answer();
});
`;

describe("render pool", () => {
  let dir: string;
  let entry: string;
  const pools: RenderPool[] = [];
  const pool = (threads = 1, timeoutMs?: number) => {
    const made = createRenderPool({ entry, threads, timeoutMs });
    pools.push(made);
    return made;
  };
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "ponder-render-pool-"));
    entry = path.join(dir, "fake-worker.mjs");
    writeFileSync(entry, FAKE_WORKER);
  });
  afterAll(async () => {
    await Promise.all(pools.map((made) => made.close()));
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers each render with its own page, spread over the threads", async () => {
    const made = pool(2);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => made.render(`/questions/${index}`, "slow", "[]", "en")));
    answers.forEach((html, index) => expect(html).toMatch(new RegExp(`^/questions/${index} on \\d+$`)));
    expect(new Set(answers.map((html) => html!.split(" on ")[1])).size).toBe(2);
    expect(await made.render("/x", "none", "[]", "en")).toBeNull();
    await expect(made.render("/x", "throw", "[]", "en")).rejects.toThrow(/the page broke/);
  });

  it("fails the renders of a thread that dies, and replaces it", async () => {
    const made = pool(1);
    const first = made.threads()[0];
    await expect(made.render("/a", "crash", "[]", "en")).rejects.toThrow(/exited with code 3/);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(made.threads()[0]).not.toBe(first);
    expect(await made.render("/b", "ok", "[]", "en")).toMatch(/^\/b on /);
  });

  it("fails a render that never ends and replaces its thread", async () => {
    const made = pool(1, 300);
    const started = Date.now();
    await expect(made.render("/a", "hang", "[]", "en")).rejects.toThrow(/answered nothing in 300 ms/);
    expect(Date.now() - started).toBeLessThan(5_000);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await made.render("/b", "ok", "[]", "en")).toMatch(/^\/b on /);
  });

  it("lets a queue longer than the timeout finish while each render answers in time", async () => {
    const made = pool(1, 300);
    // Four renders of 150 ms each on one thread: the last waits 600 ms, twice the bound.
    const answers = await Promise.all(["/1", "/2", "/3", "/4"].map((url) => made.render(url, "busy", "[]", "en")));
    answers.forEach((html, index) => expect(html).toMatch(new RegExp(`^/${index + 1} on `)));
  });

  it("fails what is waiting when it closes, and renders nothing after", async () => {
    const made = pool(1);
    const waiting = made.render("/a", "slow", "[]", "en").catch((error: unknown) => error);
    await made.close();
    expect(String(await waiting)).toMatch(/closed/);
    await expect(made.render("/b", "ok", "[]", "en")).rejects.toThrow(/closed/);
  });
});
