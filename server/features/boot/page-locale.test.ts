// Issue 13: the server's first HTML is in the reader's language: `?hl=`, then the remembered
// choice (cookie), then Accept-Language; each language is its own cached page; public pages
// list their hreflang alternates.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { LOCALES } from "@shared/locales";
import { createTestContext, describeApi, type TestContext } from "../../test/app";
import { hreflangLinks } from "./page-html";

const INDEX = `<!doctype html><html lang="en"><head><title>Ponder</title></head><body><div id="root"></div></body></html>`;
const langOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];

describeApi("pages in the reader's language", () => {
  let ctx: TestContext;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "ponder-locale-"));
    mkdirSync(path.join(root, "client"));
    writeFileSync(path.join(root, "client/index.html"), INDEX);
    writeFileSync(path.join(root, "client-manifest.json"), "{}");
    ctx = await createTestContext({}, { clientDir: path.join(root, "client") });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: "GET", url, headers });

  it("follows Accept-Language, then the cookie, then ?hl=", async () => {
    expect(langOf((await page("/about")).body)).toBe("en");
    expect(langOf((await page("/about", { "accept-language": "es-ES,es;q=0.9,en;q=0.5" })).body)).toBe("es");
    expect(langOf((await page("/about", { "accept-language": "es", cookie: "ponder_locale=de" })).body)).toBe("de");
    expect(langOf((await page("/about?hl=ja", { "accept-language": "es", cookie: "ponder_locale=de" })).body)).toBe("ja");
    // Unknown values are ignored, never echoed.
    expect(langOf((await page("/about?hl=%22%3E%3Cscript%3E", { cookie: "ponder_locale=xx" })).body)).toBe("en");
  });

  it("keeps each language's render apart in the cache and says it varies by language", async () => {
    const spanish = await page("/privacy", { "accept-language": "es" });
    const english = await page("/privacy");
    const again = await page("/privacy", { "accept-language": "es" });
    expect([langOf(spanish.body), langOf(english.body), langOf(again.body)]).toEqual(["es", "en", "es"]);
    expect(String(english.headers.vary).toLowerCase()).toContain("accept-language");
    expect(english.headers.etag).not.toBe(spanish.headers.etag);
  });

  it("lists hreflang alternates on public pages, not on forms", async () => {
    const about = (await page("/about")).body;
    for (const locale of LOCALES) expect(about).toContain(`<link rel="alternate" hreflang="${locale}" href="http://localhost:80/about?hl=${locale}" />`);
    expect(about).toContain(`<link rel="alternate" hreflang="x-default" href="http://localhost:80/about" />`);
    expect((await page("/auth")).body).not.toContain("hreflang");
  });

  it("builds alternates that keep other parameters and escape the URL", () => {
    const links = hreflangLinks("https://ponder.example", `/search?q=a"b&hl=fr&tab=x`);
    expect(links).toContain(`href="https://ponder.example/search?q=a%22b&amp;tab=x&amp;hl=es"`);
    expect(links).toContain(`hreflang="x-default" href="https://ponder.example/search?q=a%22b&amp;tab=x"`);
  });
});
