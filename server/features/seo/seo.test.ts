import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { holdPostsContaining } from "../../test/staff";
import { answerQuestion, askQuestion } from "../../test/factories";

const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="generic" /><title>Ponder - A place to share knowledge</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`;

describeApi("pages for search engines and link previews", () => {
  let ctx: TestContext;
  let clientDir: string;
  let question: { id: number };
  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), "ponder-client-"));
    writeFileSync(path.join(clientDir, "index.html"), INDEX);
    ctx = await createTestContext({ PUBLIC_URL: "https://ponder.example" }, { clientDir, sitemapPageSize: 2 });
    const asker = await registerMember(ctx.app, { firstName: "Ada", lastName: "Asker" });
    const answerer = await registerMember(ctx.app, { firstName: "Ben" });
    question = await askQuestion(ctx.app, asker.cookie, {
      title: 'Why do "quotes" & <tags> break previews?',
      content: "<p>Because escaping matters </script><script>alert(1)</script></p>",
    });
    await answerQuestion(ctx.app, answerer.cookie, question.id, "<p>Escape everything you put in HTML.</p>");
    await askQuestion(ctx.app, asker.cookie, { title: "Second question?" });
    await askQuestion(ctx.app, asker.cookie, { title: "Third question?" });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("puts title, description, canonical, Open Graph and QAPage JSON-LD in the first response", async () => {
    const response = await ctx.app.inject({ method: "GET", url: `/questions/${question.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    const html = response.body;
    expect(html).toContain("<title>Why do &quot;quotes&quot; &amp; &lt;tags&gt; break previews? - Ponder</title>");
    expect(html).toContain(`<link rel="canonical" href="https://ponder.example/questions/${question.id}" />`);
    expect(html).toContain('<meta property="og:title" content="Why do &quot;quotes&quot; &amp; &lt;tags&gt; break previews?" />');
    expect(html).toContain('<meta name="description" content="Because escaping matters" />');
    expect(html).not.toContain('content="generic"');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!;
    expect(json).not.toMatch(/<\/?script/i);
    const data = JSON.parse(json);
    expect(data).toMatchObject({
      "@type": "QAPage",
      mainEntity: {
        "@type": "Question",
        name: 'Why do "quotes" & <tags> break previews?',
        answerCount: 1,
        author: { name: "Ada Asker" },
        suggestedAnswer: [{ "@type": "Answer", text: "Escape everything you put in HTML." }],
      },
    });
    // The content is readable without JavaScript, and nothing a member wrote can run.
    expect(html).toContain("Escape everything you put in HTML.");
    // The JSON-LD, the page's boot data (JSON, never run) and the app bundle only.
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html).not.toContain("<script>alert(1)");
  });

  it("makes a page's head from the page's own data, the same as the head read from the database (issues 21, 22)", async () => {
    const asker = await registerMember(ctx.app, { firstName: "Cy" });
    const reader = await registerMember(ctx.app, { firstName: "Di" });
    // Members past onboarding see the question page itself (with its boot data).
    for (const member of [asker, reader]) await as(ctx.app, member.cookie, { method: "PATCH", url: "/api/users/onboarding", payload: { completed: true } });
    const asked = await askQuestion(ctx.app, asker.cookie, { title: "Which head is the head?", content: "<p>Seven answers, one accepted.</p>" });
    const answers = [];
    for (let n = 0; n < 7; n += 1) answers.push(await answerQuestion(ctx.app, reader.cookie, asked.id, `<p>Answer number ${n}</p>`));
    await as(ctx.app, asker.cookie, { method: "POST", url: `/api/answers/${answers[2].id}/vote`, payload: { value: 1 } });
    expect((await as(ctx.app, asker.cookie, { method: "POST", url: `/api/answers/${answers[6].id}/accept` })).statusCode).toBe(200);
    const headOf = (html: string) => [/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1], /<meta name="description"[^>]*>/.exec(html)?.[0], /<link rel="canonical"[^>]*>/.exec(html)?.[0]];
    // The default order's page takes its head from its boot data, for a visitor and a member
    // alike; another order's page reads the head's answers from the database.
    const visitorHead = headOf((await ctx.app.inject({ method: "GET", url: `/questions/${asked.id}` })).body);
    const memberHead = headOf((await as(ctx.app, asker.cookie, { method: "GET", url: `/questions/${asked.id}` })).body);
    const readHead = headOf((await ctx.app.inject({ method: "GET", url: `/questions/${asked.id}?sort=newest` })).body);
    expect(visitorHead[0]).toBeTruthy();
    expect(memberHead).toEqual(visitorHead);
    expect(readHead).toEqual(visitorHead);
    // A member whose page shows their own held answer gets everyone's head, without it.
    const second = await askQuestion(ctx.app, asker.cookie, { title: "Whose head is it?", content: "<p>One answer is held.</p>" });
    await answerQuestion(ctx.app, asker.cookie, second.id, "<p>A published answer</p>");
    await holdPostsContaining(ctx, ["heldheadword"]);
    expect(await answerQuestion(ctx.app, reader.cookie, second.id, "<p>Answer with heldheadword in it</p>")).toMatchObject({ held: true });
    const readerPage = (await as(ctx.app, reader.cookie, { method: "GET", url: `/questions/${second.id}` })).body;
    expect(readerPage).toContain("heldheadword"); // the boot data shows the author their held answer
    const secondHead = headOf((await ctx.app.inject({ method: "GET", url: `/questions/${second.id}` })).body);
    expect(secondHead[0]).toContain("A published answer");
    expect(headOf(readerPage)).toEqual(secondHead);
    const data = JSON.parse(visitorHead[0]!);
    expect(data.mainEntity.acceptedAnswer.text).toBe("Answer number 6");
    expect(data.mainEntity.suggestedAnswer.length).toBeGreaterThanOrEqual(4);
  });

  it("serves the plain app for unknown questions and other pages", async () => {
    const missing = await ctx.app.inject({ method: "GET", url: "/questions/999999" });
    // A page of nothing is a 404, as its API answer (issue 23): search engines drop it.
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain("ld+json");
    const other = await ctx.app.inject({ method: "GET", url: "/about" });
    // Every page has its own title (shared/page-title.ts), and only question pages carry QAPage data.
    expect(other.body).not.toContain("ld+json");
    expect(other.body).toMatch(/<title>[^<]+ - Ponder<\/title>/);
  });

  it("lists public questions in a paged sitemap index, and has robots.txt", async () => {
    const index = await ctx.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(index.headers["content-type"]).toContain("application/xml");
    expect(index.body).toContain("<sitemapindex");
    expect(index.body).toContain("<loc>https://ponder.example/sitemaps/questions-2.xml</loc>");
    const first = await ctx.app.inject({ method: "GET", url: "/sitemaps/questions-1.xml" });
    expect(first.body).toContain(`<loc>https://ponder.example/questions/${question.id}</loc>`);
    expect(first.body.match(/<url>/g)).toHaveLength(2);
    const pages = await ctx.app.inject({ method: "GET", url: "/sitemaps/pages.xml" });
    expect(pages.body).toContain("<loc>https://ponder.example/about</loc>");
    expect((await ctx.app.inject({ method: "GET", url: "/sitemaps/questions-0.xml" })).statusCode).toBe(404);
    const robots = await ctx.app.inject({ method: "GET", url: "/robots.txt" });
    expect(robots.body).toContain("Disallow: /api/");
    expect(robots.body).toContain("Sitemap: https://ponder.example/sitemap.xml");
  });
});

describeApi("sitemap of a small site", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    const { cookie } = await registerMember(ctx.app);
    await askQuestion(ctx.app, cookie, { title: "Only question?" });
  });
  afterAll(() => ctx?.close());

  it("is one urlset with the static pages and the questions", async () => {
    const response = await as(ctx.app, "", { method: "GET", url: "/sitemap.xml" });
    expect(response.body).toContain("<urlset");
    expect(response.body).toMatch(/<loc>http:\/\/localhost(:80)?\/questions\/\d+<\/loc>/);
  });
});
