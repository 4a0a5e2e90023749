import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { BOOT_DATA_ID, type BootEntry } from "@shared/boot";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { answerQuestion, askQuestion, createTopics } from "../../test/factories";
import { registerStaff } from "../../test/staff";

// Issue 9's stored denial of service: member text reached String.prototype.replace as the
// replacement string, so a title of `$\`` patterns made each view many copies of the page.
// Every pattern a replacement string interprets, and every way out of a <script> element.
const HOSTILE = "$` $& $' $1 $$ $<x> </script><!-- \u2028\u2029 <script>";
const short = (max: number) => HOSTILE.slice(0, max);

const INDEX = `<!doctype html><html lang="en"><head><title>Ponder</title><meta name="description" content="Ponder" /></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

/** The boot data of a page, parsed the way the client parses it (JSON.parse of the element's text). */
const bootData = (html: string) => {
  const match = new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">(.*?)</script>`, "s").exec(html);
  expect(match, "the page has its boot data").not.toBeNull();
  return JSON.parse(match![1]!) as BootEntry[];
};
const entry = (entries: BootEntry[], key: unknown[]) => entries.find((item) => JSON.stringify(item.key) === JSON.stringify(key))?.data;
const occurrences = (text: string, part: string) => text.split(part).length - 1;

/** One copy of the document: each landmark once, and a size no copying could reach. */
function expectOneDocument(html: string) {
  expect(occurrences(html, "<!doctype html>")).toBe(1);
  expect(occurrences(html, "</html>")).toBe(1);
  expect(occurrences(html, `id="${BOOT_DATA_ID}"`)).toBe(1);
  expect(occurrences(html, '<script type="module" src="/assets/index.js">')).toBe(1);
  // Member text never opens a script or a comment of its own in the page.
  expect(html).not.toContain("</script><!--");
  expect(html).not.toContain("<script>");
  expect(html.length).toBeLessThan(200_000);
}

describeApi("member text with replacement patterns and script breakers reaches pages as text", () => {
  let ctx: TestContext;
  let root: string;
  let member: Awaited<ReturnType<typeof registerMember>>;
  let questionId: number;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "ponder-member-text-"));
    mkdirSync(path.join(root, "client"));
    writeFileSync(path.join(root, "client/index.html"), INDEX);
    ctx = await createTestContext({}, { clientDir: path.join(root, "client") });
    const admin = await registerStaff(ctx, "admin");
    const current = (await as(ctx.app, admin.cookie, { method: "GET", url: "/api/admin/settings" })).json();
    const { siteName: _name, siteDescription: _description, ...rest } = current;
    const saved = await as(ctx.app, admin.cookie, {
      method: "PUT",
      url: "/api/admin/settings",
      payload: { ...pickSettings(rest), siteName: short(100), siteDescription: HOSTILE },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    member = await registerMember(ctx.app, { firstName: short(100), lastName: short(100) });
    await as(ctx.app, member.cookie, { method: "PATCH", url: "/api/users/onboarding", payload: { completed: true } });
    const profile = await as(ctx.app, member.cookie, {
      method: "PATCH",
      url: `/api/users/${member.user.id}`,
      payload: { bio: HOSTILE, employment: short(100), location: short(100), education: short(100) },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const [topicId] = await createTopics(ctx.database.db, [short(50)]);
    const question = await askQuestion(ctx.app, member.cookie, { title: HOSTILE, content: `<p>${escapeHtml(HOSTILE)}</p>`, topicIds: [topicId] });
    questionId = question.id;
    const answer = await answerQuestion(ctx.app, member.cookie, questionId, `<p>${escapeHtml(HOSTILE)}</p>`);
    const comment = await as(ctx.app, member.cookie, { method: "POST", url: `/api/answers/${answer.id}/comments`, payload: { content: `<p>${escapeHtml(HOSTILE)}</p>` } });
    expect(comment.statusCode, comment.body).toBe(201);
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("gives a visitor one copy of the question page, with the exact title in its head and boot data", async () => {
    const response = await ctx.app.inject({ method: "GET", url: `/questions/${questionId}` });
    expect(response.statusCode).toBe(200);
    expectOneDocument(response.body);
    const entries = bootData(response.body);
    const question = entry(entries, ["/api/questions", questionId]) as { title: string; content: string; author: { firstName: string }; topics: { name: string }[] };
    expect(question.title).toBe(HOSTILE);
    expect(question.author.firstName).toBe(short(100));
    expect(question.topics.map((topic) => topic.name)).toEqual([short(50)]);
    // The boot data is what the API sends, byte for byte once parsed.
    const api = await ctx.app.inject({ method: "GET", url: `/api/questions/${questionId}` });
    expect(question).toEqual(api.json());
    const answers = await ctx.app.inject({ method: "GET", url: `/api/questions/${questionId}/answers` });
    expect(entry(entries, ["/api/questions", questionId, "answers"])).toEqual(answers.json());
    expect((entry(entries, ["/api/site"]) as { siteName: string; siteDescription: string }).siteName).toBe(short(100));
    // The head's title and meta tags carry the text escaped, once.
    const title = /<title>([\s\S]*?)<\/title>/.exec(response.body)![1]!;
    expect(title).toBe(`${escapeHtml(HOSTILE)} - ${escapeHtml(short(100))}`);
    expect(occurrences(response.body, "<title>")).toBe(1);
    // The structured data parses back to the exact title too.
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(response.body)![1]!;
    expect((JSON.parse(ld) as { mainEntity: { name: string } }).mainEntity.name).toBe(HOSTILE);
  });

  it("gives the author one copy of the home feed, the question page and the profile, each parsing back to the exact text", async () => {
    for (const url of ["/", `/questions/${questionId}`, `/profile/${member.user.id}`, "/trending"]) {
      const response = await as(ctx.app, member.cookie, { method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expectOneDocument(response.body);
      const entries = bootData(response.body);
      const user = entry(entries, ["/api/auth/user"]) as { firstName: string; lastName: string; bio: string; employment: string };
      expect(user).toMatchObject({ firstName: short(100), lastName: short(100), bio: HOSTILE, employment: short(100) });
      expect(entry(entries, ["/api/site"])).toMatchObject({ siteName: short(100), siteDescription: HOSTILE });
    }
    const home = bootData((await as(ctx.app, member.cookie, { method: "GET", url: "/" })).body);
    const feed = entry(home, ["/api/questions", { tab: "for-you" }]) as { items: { title: string }[] } | undefined;
    const api = await as(ctx.app, member.cookie, { method: "GET", url: "/api/questions?tab=for-you&limit=10" });
    expect(feed).toEqual(api.json());
  });

  it("keeps the comment's text intact through the API the page reads", async () => {
    const answers = (await ctx.app.inject({ method: "GET", url: `/api/questions/${questionId}/answers` })).json() as { items: { id: number; content: string }[] };
    const comments = (await ctx.app.inject({ method: "GET", url: `/api/answers/${answers.items[0]!.id}/comments` })).json() as { items: { content: string }[] };
    // Stored as sanitised HTML: the text, escaped, is what the editor sent.
    for (const content of [comments.items[0]!.content, answers.items[0]!.content]) {
      expect(content).toContain("$` $&amp; $' $1 $$ $&lt;x&gt; &lt;/script&gt;&lt;!-- \u2028\u2029 &lt;script&gt;");
    }
  });
});

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** The settings PUT's fields (it wants all of them). */
function pickSettings(current: Record<string, unknown>) {
  const { allowRegistrations, requireEmailVerification, maintenanceMode, theme, primaryColor, moderationEnabled, blockedWords } = current;
  return { allowRegistrations, requireEmailVerification, maintenanceMode, theme, primaryColor, moderationEnabled, blockedWords };
}
