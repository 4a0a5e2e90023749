import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestContext, describeApi, type TestContext } from "./test/app";

describeApi("the built client's file route", () => {
  let ctx: TestContext;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), "ponder-client-"));
    writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><html><head></head><body><div id=\"root\"></div></body></html>");
    mkdirSync(path.join(clientDir, "assets"));
    writeFileSync(path.join(clientDir, "assets", "app-123.js"), "console.log(1)");
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
});
