import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../test/app";

// Issue 9: personal API answers carried no Cache-Control: no-store.
describeApi("Cache-Control on personal answers", () => {
  let ctx: TestContext;
  let member: Awaited<ReturnType<typeof registerMember>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    member = await registerMember(ctx.app);
  });
  afterAll(() => ctx?.close());

  describe("with a session", () => {
    it.each([
      ["the member's own account", "/api/auth/user"],
      ["a public feed, personalised", "/api/questions?tab=recent"],
      ["the site settings", "/api/site"],
      ["an error", "/api/questions/999999"],
    ])("%s is no-store", async (_name, url) => {
      const response = await as(ctx.app, member.cookie, { method: "GET", url });
      expect(response.headers["cache-control"]).toBe("no-store");
    });

    it("a write's answer is no-store too", async () => {
      const response = await as(ctx.app, member.cookie, { method: "POST", url: "/api/questions", payload: { title: "Cached?" } });
      expect(response.statusCode).toBe(201);
      expect(response.headers["cache-control"]).toBe("no-store");
    });

    it("an uploaded image keeps its public, immutable caching: the bytes are the same for everyone", async () => {
      const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } }).png().toBuffer();
      const boundary = "----ponder";
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const uploaded = await as(ctx.app, member.cookie, { method: "POST", url: "/api/uploads", payload: body, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const image = await as(ctx.app, member.cookie, { method: "GET", url: uploaded.json().url });
      expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    });
  });

  it("signing in (a new cookie) is no-store", async () => {
    const response = await ctx.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: member.credentials.email, password: member.credentials.password } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("lets shared caches keep visitors' answers briefly (the public cache, decision 022)", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/questions?tab=recent" });
    expect(response.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect((await ctx.app.inject({ method: "GET", url: "/api/site" })).headers["cache-control"]).toMatch(/^public, /);
  });
});
