import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { routeTable } from "../plugins/route-table";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../test/app";
import { answerQuestion, askQuestion, createTopics } from "../test/factories";

// Issue 20, point 1: one rule decides who is asking, and the cache key, the rendering and
// Cache-Control all follow it. Before it, `/questions/1.html` was a visitor's request to the
// session hook (a name with an extension) but was rendered with the member's cookie, and the
// page went into the public cache: the next visitor read the member's email and name.
// The property: for every route a cache serves (read from the route table) and every page,
// under path and query variants, what a visitor receives after a member asked first holds
// nothing of the member's, and nothing of the member's is ever sent as `public`.

const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Ponder</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`;

const body = (response: LightMyRequestResponse) => {
  const encoding = response.headers["content-encoding"];
  const raw = response.rawPayload;
  if (encoding === "br") return brotliDecompressSync(raw).toString("utf8");
  if (encoding === "gzip") return gunzipSync(raw).toString("utf8");
  return raw.toString("utf8");
};

/** The same address written the ways a link (or an `<img src>`) can write it. */
export function variantsOf(url: string): string[] {
  const [pathname = "/", search = ""] = url.split("?");
  const query = (extra: string) => `${pathname}?${search ? `${search}&` : ""}${extra}`;
  const withPath = (suffix: string) => `${pathname}${suffix}${search ? `?${search}` : ""}`;
  return [
    url,
    withPath(".html"),
    withPath(".json"),
    withPath(".js"),
    withPath("/"),
    withPath("//"),
    withPath("/."),
    withPath("%2ehtml"),
    query("utm_source=mail&utm_medium=x"),
    query("fbclid=abc"),
    query("made_up=1"),
    query("hl=en"),
    `${pathname}?`,
    ...(pathname === "/" ? ["/index.html", "/index.htm", "//", "/.json"] : []),
  ];
}

describeApi("who is asking decides the cache key, the rendering and Cache-Control", () => {
  let ctx: TestContext;
  let clientDir: string;
  let member: Awaited<ReturnType<typeof registerMember>>;
  let marks: string[];
  const urls: string[] = [];

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), "ponder-identity-client-"));
    writeFileSync(path.join(clientDir, "index.html"), INDEX);
    ctx = await createTestContext({}, { clientDir });
    const [topicId] = await createTopics(ctx.database.db, ["Glaciers"]);
    const asker = await registerMember(ctx.app, { firstName: "Ada", lastName: "Asker" });
    const question = await askQuestion(ctx.app, asker.cookie, { title: "How old is the oldest glacier ice?", topicIds: [topicId!] });
    const answer = await answerQuestion(ctx.app, asker.cookie, question.id, "<p>Older than a million years in Antarctica.</p>");
    // A member who wrote nothing public: nothing of theirs belongs on any visitor's page.
    member = await registerMember(ctx.app, { firstName: "Quilliam", lastName: "Zephyrine", email: "quilliam.zephyrine.7731@example.com" });
    await as(ctx.app, member.cookie, { method: "POST", url: `/api/topics/${topicId}/follow` });
    marks = ["Quilliam", "Zephyrine", "quilliam.zephyrine.7731", member.user.id];

    const ids: Record<string, string> = {
      questions: String(question.id),
      answers: String(answer.id),
      topics: String(topicId),
      users: asker.user.id,
    };
    const cached = routeTable(ctx.app).filter((route) => {
      const methods = [route.method].flat();
      return methods.includes("GET") && (route.config?.publicCache || route.config?.memberCache);
    });
    for (const route of cached) {
      const kind = route.url.split("/")[2] ?? "";
      urls.push(route.url.replace(/:[a-zA-Z]+/g, () => ids[kind] ?? String(question.id)));
    }
    expect(urls.length).toBeGreaterThan(15);
    urls.push("/", `/questions/${question.id}`, `/questions/${question.id}/revisions`, `/questions/${question.id}?sort=newest`, "/search?q=glacier", "/about", "/help", "/privacy", `/topics/${topicId}`, `/profile/${asker.user.id}`, "/trending");
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("a visitor after a member gets nothing of the member's, under every path and query variant", async () => {
    const leaks: string[] = [];
    const encodings = ["", "gzip", "br"];
    let n = 0;
    for (const url of urls) {
      for (const variant of variantsOf(url)) {
        const encoding = encodings[n++ % encodings.length]!;
        const headers = encoding ? { "accept-encoding": encoding } : {};
        const theirs = await as(ctx.app, member.cookie, { method: "GET", url: variant, headers });
        const theirBody = body(theirs);
        if (marks.some((mark) => theirBody.includes(mark)) && /\bpublic\b/.test(String(theirs.headers["cache-control"] ?? ""))) {
          leaks.push(`${variant}: the member's answer was sent as ${String(theirs.headers["cache-control"])}`);
        }
        for (const visitorEncoding of encodings) {
          const visitor = await ctx.app.inject({ method: "GET", url: variant, headers: visitorEncoding ? { "accept-encoding": visitorEncoding } : {} });
          const seen = marks.filter((mark) => body(visitor).includes(mark));
          if (seen.length) leaks.push(`${variant} (${visitorEncoding || "identity"}): a visitor read ${seen.join(", ")}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it("makes no cache entry for parameters a page or route does not read (utm_*, fbclid, made-up names): they are served from its entry", async () => {
    const question = urls.find((url) => /^\/questions\/\d+$/.test(url))!;
    const addresses = [question, "/api/questions?tab=recent", "/", "/api/site"];
    for (const address of addresses) {
      const plain = await ctx.app.inject({ method: "GET", url: address });
      expect(plain.statusCode, address).toBe(200);
      const before = ctx.app.answerCaches.visitors.stats().answers;
      const join = address.includes("?") ? "&" : "?";
      for (let i = 0; i < 20; i += 1) {
        for (const extra of [`utm_source=news${i}&utm_campaign=c${i}`, `fbclid=${i}`, `gclid=${i}`, `made_up_${i}=1`]) {
          const variant = await ctx.app.inject({ method: "GET", url: `${address}${join}${extra}` });
          expect(variant.statusCode, variant.body).toBe(200);
          expect(variant.headers.etag, `${address}${join}${extra}`).toBe(plain.headers.etag);
        }
      }
      // A trailing slash is the same page too (the API has no such addresses: a 404).
      if (!address.startsWith("/api/") && address !== "/") expect((await ctx.app.inject({ method: "GET", url: `${address}/` })).headers.etag).toBe(plain.headers.etag);
      expect(ctx.app.answerCaches.visitors.stats().answers, address).toBe(before);
    }
    // Parameters another page reads, values a page ignores, ids written another way (the probe's flood).
    const id = question.split("/")[2]!;
    const sameAs: Array<[string, string]> = [
      [question, `${question}?answer=5`],
      [question, `${question}?sort=made-up`],
      [question, `${question}?sort=votes&hl=xx`],
      [question, `${question}?draft=3`],
      [question, `/questions/000${id}`],
      ["/", "/?token=abc1"],
      ["/", "/?draft=2&next=/x"],
      // Each digit percent-encoded ("1" is "%31").
      [`/api/questions/${id}`, `/api/questions/${[...id].map((digit) => `%3${digit}`).join("")}`],
      [`/api/questions/${id}`, `/api/questions/00${id}`],
    ];
    for (const [canonical, variant] of sameAs) {
      const plain = await ctx.app.inject({ method: "GET", url: canonical });
      const before = ctx.app.answerCaches.visitors.stats().answers;
      const other = await ctx.app.inject({ method: "GET", url: variant });
      expect(other.statusCode, variant).toBe(200);
      expect(other.headers.etag, variant).toBe(plain.headers.etag);
      expect(ctx.app.answerCaches.visitors.stats().answers, variant).toBe(before);
    }
    // Addresses that are no page are answered 404 and never kept.
    for (const nothing of [`${question}.html`, "/questions/zzz", `${question};a`]) {
      const before = ctx.app.answerCaches.visitors.stats().answers;
      const response = await ctx.app.inject({ method: "GET", url: nothing });
      expect(response.statusCode, nothing).toBe(404);
      expect(ctx.app.answerCaches.visitors.stats().answers, nothing).toBe(before);
    }
    // A parameter the page reads still makes its own page.
    const sorted = await ctx.app.inject({ method: "GET", url: `${question}?sort=newest&utm_source=x` });
    const sortedAgain = await ctx.app.inject({ method: "GET", url: `${question}?sort=newest` });
    expect(sorted.headers.etag).toBe(sortedAgain.headers.etag);
  });

  it("ends every fill: nothing is left being rendered once the answers are out", () => {
    expect(ctx.app.answerCaches.visitors.rendering()).toBe(0);
    expect(ctx.app.answerCaches.members.rendering()).toBe(0);
  });
});
