import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildTestApp, createTestContext, describeApi, type TestContext } from "./test/app";

describeApi("the built client's file route", () => {
  let ctx: TestContext;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), "ponder-client-"));
    writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><html><head></head><body><div id=\"root\"></div></body></html>");
    mkdirSync(path.join(clientDir, "assets"));
    writeFileSync(path.join(clientDir, "assets", "app-123.js"), "console.log(1)");
    const style = "body{color:red}".repeat(50);
    writeFileSync(path.join(clientDir, "assets", "style-9.css"), style);
    writeFileSync(path.join(clientDir, "assets", "style-9.css.br"), brotliCompressSync(style));
    writeFileSync(path.join(clientDir, "assets", "style-9.css.gz"), gzipSync(style));
    writeFileSync(path.join(clientDir, "theme-init.js"), "window.x=1");
    ctx = await createTestContext({}, { clientDir });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (url: string) => ctx.app.inject({ method: "GET", url });

  it("answers an API path the router cannot match with the JSON 404, not the file route's 403", async () => {
    for (const url of [`/api/uploads/${"a".repeat(5000)}`, `/api/users/${"b".repeat(101)}`, "/api/questions//1", "/api/uploads/%00"]) {
      const response = await get(url);
      expect(response.statusCode, `${url.slice(0, 40)}: ${response.body}`).toBe(404);
      expect(response.json()).toMatchObject({ error: "not_found" });
    }
  });

  it("answers odd page paths with the page, and still serves files", async () => {
    // Paths that are no page: the app's not-found page, with its status (shared/site-paths.ts).
    for (const url of [`/${"a".repeat(300)}`, "/questions//1"]) {
      const response = await get(url);
      expect(response.statusCode, `${url.slice(0, 40)}: ${response.body.slice(0, 100)}`).toBe(404);
      expect(response.headers["content-type"]).toMatch(/text\/html/);
    }
    // A member's page: a visitor signs in first (the odd path is not carried along).
    expect((await get("/profile/%00")).statusCode).toBe(302);
    const asset = await get("/assets/app-123.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe("console.log(1)");
    expect((await get("/assets/missing-1.js")).statusCode).toBe(404);
  });

  it("serves every built file from memory: its type, the precompressed body the client takes, ETag and 304, cache headers, HEAD (issue 22)", async () => {
    const style = "body{color:red}".repeat(50);
    const plain = await get("/assets/style-9.css");
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/Accept-Encoding/);
    expect(plain.body).toBe(style);
    const br = await ctx.app.inject({ method: "GET", url: "/assets/style-9.css", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(style);
    const gz = await ctx.app.inject({ method: "GET", url: "/assets/style-9.css", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(style);
    const refused = await ctx.app.inject({ method: "GET", url: "/assets/style-9.css", headers: { "accept-encoding": "br;q=0, gzip;q=0" } });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    // One validator for every encoding; a client that has it gets 304 with no body.
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(br.headers.etag).toBe(etag);
    const again = await ctx.app.inject({ method: "GET", url: "/assets/style-9.css", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect((await ctx.app.inject({ method: "GET", url: "/assets/style-9.css", headers: { "if-none-match": '"other"' } })).statusCode).toBe(200);
    const head = await ctx.app.inject({ method: "HEAD", url: "/assets/style-9.css", headers: { "accept-encoding": "br" } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.headers.etag).toBe(etag);
    // A file whose name has no hash is revalidated; index.html is the page template, never a file.
    const theme = await get("/theme-init.js");
    expect(theme.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(theme.headers["cache-control"]).toBe("no-cache");
    expect((await get("/index.html")).headers["content-type"]).toMatch(/text\/html/);
    expect((await get("/assets/app-123.js?v=2")).body).toBe("console.log(1)");
  });

  it("reads the build at start: a changed build is served by the next start, not by this one", async () => {
    writeFileSync(path.join(clientDir, "assets", "app-123.js"), "console.log(2)");
    expect((await get("/assets/app-123.js")).body).toBe("console.log(1)");
    const next = await buildTestApp(ctx.database, {}, { clientDir });
    try {
      expect((await next.inject({ method: "GET", url: "/assets/app-123.js" })).body).toBe("console.log(2)");
    } finally {
      await next.close();
      writeFileSync(path.join(clientDir, "assets", "app-123.js"), "console.log(1)");
    }
  });
});
