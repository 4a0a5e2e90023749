import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyRequest } from "fastify";
import { desc } from "drizzle-orm";
import { mailOutbox } from "../db/schema/admin";
import { loadEnv } from "../env";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../test/app";
import { askQuestion } from "../test/factories";
import { createSiteOrigin } from "./origin";

const request = (host: string, protocol: "http" | "https" = "http") => ({ host, protocol }) as FastifyRequest;

describe("the site's origin", () => {
  it("is PUBLIC_URL whatever the Host header says", () => {
    const origin = createSiteOrigin({ publicUrl: "https://ponder.example/", allowedHosts: [], port: 5000 });
    expect(origin(request("evil.example"))).toBe("https://ponder.example");
    expect(origin(request("localhost:5000"))).toBe("https://ponder.example");
  });

  it("without PUBLIC_URL, takes the request's host only when it is allow-listed", () => {
    const origin = createSiteOrigin({ allowedHosts: ["ponder.lan", "Intranet:8080"], port: 5000 });
    expect(origin(request("localhost:5000"))).toBe("http://localhost:5000");
    expect(origin(request("127.0.0.1:5000"))).toBe("http://127.0.0.1:5000");
    expect(origin(request("[::1]:5000"))).toBe("http://[::1]:5000");
    expect(origin(request("ponder.lan"))).toBe("http://ponder.lan");
    expect(origin(request("ponder.lan", "https"))).toBe("https://ponder.lan");
    expect(origin(request("intranet:8080"))).toBe("http://intranet:8080");
    for (const hostile of ["evil.example", "localhost:6666", "localhost.evil.example:5000", "ponder.lan.evil.example", "intranet:8081", "localhost:5000@evil.example", "", "EVIL"]) {
      expect(origin(request(hostile)), hostile).toBe("http://localhost:5000");
    }
  });

  it("reads ALLOWED_HOSTS from the environment as a comma-separated list, refusing what is not a host", () => {
    expect(loadEnv({ ALLOWED_HOSTS: " ponder.lan, intranet:8080 ,," }).ALLOWED_HOSTS).toEqual(["ponder.lan", "intranet:8080"]);
    expect(loadEnv({}).ALLOWED_HOSTS).toEqual([]);
    expect(() => loadEnv({ ALLOWED_HOSTS: "https://ponder.lan/" })).toThrow(/ALLOWED_HOSTS/);
  });
});

// Issue 9: links in mail, canonical URLs, robots.txt and the sitemap were built from the
// request's Host header.
describeApi("links under a hostile Host header", () => {
  const hostile = { host: "evil.example" };
  let ctx: TestContext;
  let clientDir: string;
  let question: { id: number };
  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), "ponder-client-"));
    writeFileSync(path.join(clientDir, "index.html"), `<!doctype html><html lang="en"><head><title>Ponder</title></head><body><div id="root"></div></body></html>`);
    ctx = await createTestContext({}, { clientDir });
    const member = await registerMember(ctx.app);
    question = await askQuestion(ctx.app, member.cookie, { title: "Where do links point?" });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("robots.txt and the sitemap point at the site, not at the Host header", async () => {
    const robots = await ctx.app.inject({ method: "GET", url: "/robots.txt", headers: hostile });
    expect(robots.body).toContain("Sitemap: http://localhost:80/sitemap.xml");
    expect(robots.body).not.toContain("evil");
    const sitemap = await ctx.app.inject({ method: "GET", url: "/sitemap.xml", headers: hostile });
    expect(sitemap.body).toContain(`<loc>http://localhost:80/questions/${question.id}</loc>`);
    expect(sitemap.body).not.toContain("evil");
  });

  it("a question page's canonical, Open Graph and JSON-LD URLs ignore the Host header", async () => {
    const page = await ctx.app.inject({ method: "GET", url: `/questions/${question.id}`, headers: hostile });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<link rel="canonical" href="http://localhost:80/questions/${question.id}" />`);
    expect(page.body).not.toContain("evil.example");
  });

  it("the verification mail's link ignores the Host header", async () => {
    const member = await registerMember(ctx.app);
    const resent = await as(ctx.app, member.cookie, { method: "POST", url: "/api/auth/verify-email/resend", headers: hostile });
    expect(resent.json()).toMatchObject({ sent: true });
    const [mail] = await ctx.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail!.to).toBe(member.credentials.email);
    expect(mail!.text).toMatch(/http:\/\/localhost:80\/verify-email\?token=/);
    expect(mail!.text).not.toContain("evil");
  });
});
