// Issue 13: the server's first HTML carries each page's own title ("{page} - {site}", a
// question's being its own title), in the reader's language, and the app keeps it
// (shared/page-title.ts is the one rule for both).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { askQuestion, createTopics } from "../../test/factories";

const INDEX = `<!doctype html><html lang="en"><head><title>Ponder - A place to share knowledge</title></head><body><div id="root"></div></body></html>`;
const titleOf = (html: string) => {
  const titles = [...html.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((match) => match[1]);
  expect(titles).toHaveLength(1);
  return titles[0];
};

describeApi("page titles in the server's HTML", () => {
  let ctx: TestContext;
  let root: string;
  let member: Awaited<ReturnType<typeof registerMember>>;
  let questionId: number;
  let topicId: number;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "ponder-titles-"));
    mkdirSync(path.join(root, "client"));
    writeFileSync(path.join(root, "client/index.html"), INDEX);
    writeFileSync(path.join(root, "client-manifest.json"), "{}");
    ctx = await createTestContext({}, { clientDir: path.join(root, "client") });
    member = await registerMember(ctx.app, { firstName: "Ada", lastName: "Lovelace <&>" });
    await as(ctx.app, member.cookie, { method: "PATCH", url: "/api/users/onboarding", payload: { completed: true } });
    [topicId] = (await createTopics(ctx.database.db, ["Houseplants"])) as [number];
    questionId = (await askQuestion(ctx.app, member.cookie, { title: "Why do ferns curl & uncurl?", content: "<p>Fronds.</p>", topicIds: [topicId] })).id;
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: "GET", url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });

  it("names the question, topic, profile, trending and search pages, for members", async () => {
    const expected: [string, string][] = [
      [`/questions/${questionId}`, "Why do ferns curl &amp; uncurl? - Ponder"],
      [`/topics/${topicId}`, "Houseplants - Ponder"],
      [`/profile/${member.user.id}`, "Ada Lovelace &lt;&amp;&gt; - Ponder"],
      ["/profile", "Ada Lovelace &lt;&amp;&gt; - Ponder"],
      ["/trending", "Trending - Ponder"],
      ["/search", "Search - Ponder"],
      ["/search?q=ferns", "ferns - Search - Ponder"],
      ["/notifications", "Notifications - Ponder"],
      ["/", "Ponder - Knowledge sharing platform"],
    ];
    for (const [url, title] of expected) {
      const response = await get(url, member.cookie);
      expect(response.statusCode, url).toBe(200);
      expect(titleOf(response.body), url).toBe(title);
    }
  });

  it("names visitors' pages too, and never keeps the index's generic title", async () => {
    expect(titleOf((await get(`/questions/${questionId}`)).body)).toBe("Why do ferns curl &amp; uncurl? - Ponder");
    expect(titleOf((await get("/search?q=%3Cb%3E")).body)).toBe("&lt;b&gt; - Search - Ponder");
    expect(titleOf((await get("/")).body)).toBe("Ponder - Knowledge sharing platform");
  });

  it("speaks the reader's language; member text stays as written", async () => {
    expect(titleOf((await get("/trending", member.cookie, { "accept-language": "es" })).body)).toBe("Tendencias - Ponder");
    expect(titleOf((await get("/search?q=helechos", undefined, { "accept-language": "de" })).body)).toBe("helechos - Suche - Ponder");
    expect(titleOf((await get(`/questions/${questionId}?hl=ja`)).body)).toBe("Why do ferns curl &amp; uncurl? - Ponder");
  });

  it("follows a renamed site", async () => {
    const { registerStaff } = await import("../../test/staff");
    const admin = await registerStaff(ctx, "admin");
    const current = (await as(ctx.app, admin.cookie, { method: "GET", url: "/api/admin/settings" })).json();
    const saved = await as(ctx.app, admin.cookie, { method: "PUT", url: "/api/admin/settings", payload: { ...pick(current), siteName: "Musings" } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(titleOf((await get(`/topics/${topicId}`, member.cookie)).body)).toBe("Houseplants - Musings");
    expect(titleOf((await get("/trending", member.cookie)).body)).toBe("Trending - Musings");
  });
});

/** The settings PUT's fields (it wants all of them). */
function pick(current: Record<string, unknown>) {
  const { siteName, siteDescription, allowRegistrations, requireEmailVerification, maintenanceMode, theme, primaryColor, moderationEnabled, blockedWords } = current;
  return { siteName, siteDescription, allowRegistrations, requireEmailVerification, maintenanceMode, theme, primaryColor, moderationEnabled, blockedWords };
}
