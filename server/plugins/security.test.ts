import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestContext, describeApi, newMember, type TestContext } from "../test/app";
import { NOT_AN_EMBED } from "./security";

describeApi("request safety", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  const post = (headers: Record<string, string>) =>
    ctx.app.inject({ method: "POST", url: "/api/auth/register", payload: newMember(), headers: { host: "ponder.test", ...headers } });

  it("refuses state changes from another site (Origin or Sec-Fetch-Site)", async () => {
    const attempts: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { origin: "null" },
    ];
    for (const headers of attempts) {
      const response = await post(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual({ error: "cross_site_request", message: "Cross-site requests are not allowed" });
    }
  });

  it("accepts same-origin requests and clients that are not browsers", async () => {
    expect((await post({ origin: "http://ponder.test", "sec-fetch-site": "same-origin" })).statusCode).toBe(201);
    expect((await post({})).statusCode).toBe(201);
  });

  it("lets GET through from anywhere (it changes nothing)", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/health", headers: { "sec-fetch-site": "cross-site" } });
    expect(response.statusCode).toBe(200);
  });

  it("refuses API addresses loaded as images or scripts (member HTML may point an <img> at its own host), but not uploads", async () => {
    const embedded = { "sec-fetch-mode": "no-cors", "sec-fetch-dest": "image", "sec-fetch-site": "same-origin" };
    for (const url of ["/api/admin/export", "/api/events", "/api/auth/user", "/api/questions?limit=1"]) {
      const response = await ctx.app.inject({ method: "GET", url, headers: embedded });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ error: "forbidden", message: NOT_AN_EMBED });
    }
    const script = await ctx.app.inject({ method: "GET", url: "/api/auth/user", headers: { ...embedded, "sec-fetch-dest": "script" } });
    expect(script.statusCode).toBe(403);
    // An upload is meant to be an image: it goes on to its own 404 here.
    expect((await ctx.app.inject({ method: "GET", url: "/api/uploads/aaaaaaaaaaaa", headers: embedded })).statusCode).toBe(404);
    // fetch() and EventSource (mode cors) and navigations are the pages' own ways in.
    for (const mode of ["cors", "same-origin", "navigate"]) {
      const response = await ctx.app.inject({ method: "GET", url: "/api/health", headers: { "sec-fetch-mode": mode, "sec-fetch-site": "same-origin" } });
      expect(response.statusCode, mode).toBe(200);
    }
  });

  it("sets security headers, CSP included", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
  });

  it("answers unknown /api paths with a JSON 404", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const response = await ctx.app.inject({ method, url: "/api/does-not-exist?x=1" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: "not_found", message: `Route ${method} /api/does-not-exist not found` });
    }
  });
});

describeApi("text the database cannot store", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  it("answers NUL characters in bodies and query strings with a 400 naming the field, never a 500", async () => {
    const body = await ctx.app.inject({ method: "POST", url: "/api/auth/register", payload: newMember({ firstName: "A\u0000" }) });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({ error: "validation_error", message: "Text must not contain NUL characters", field: "firstName" });
    const query = await ctx.app.inject({ method: "GET", url: "/api/spaces?q=a%00b" });
    expect(query.statusCode).toBe(400);
    expect(query.json().field).toBe("q");
  });
});
