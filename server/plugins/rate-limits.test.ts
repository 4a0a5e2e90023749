import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { loginFailures, rateLimitHits } from "../db/schema/limits";
import { buildTestApp, createTestContext, describeApi, registerMember, type TestContext } from "../test/app";
import { FailureLimiter } from "./rate-limits";

// Two apps on one database stand for two Ponder processes on one PostgreSQL: every count
// lives in the database, so a limit is shared, and racing requests never get extra tries.

const WINDOW_MINUTES = 15;

describeApi("limits shared by every process on the database", () => {
  let ctx: TestContext;
  let other: FastifyInstance;
  let apps: FastifyInstance[];
  beforeAll(async () => {
    const config = { LOGIN_MAX_FAILURES: 3, CONTACT_MAX_PER_WINDOW: 3, RATE_LIMIT_WINDOW_MINUTES: WINDOW_MINUTES };
    ctx = await createTestContext(config);
    other = await buildTestApp(ctx.database, config);
    apps = [ctx.app, other];
  });
  afterAll(async () => {
    await other?.close();
    await ctx?.close();
  });

  let address = 0;
  /** A fresh client address per test, so tests do not share the address's counts. */
  const newAddress = () => `198.51.100.${(address += 1)}`;
  const login = (app: FastifyInstance, email: string, password: string, remoteAddress: string) =>
    app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password }, remoteAddress });

  describe("sign-in failures", () => {
    it("counts wrong passwords split across two processes together, then refuses even the right one", async () => {
      const { credentials } = await registerMember(ctx.app);
      const from = newAddress();
      const statuses = [];
      for (const app of [ctx.app, other, ctx.app]) statuses.push((await login(app, credentials.email, "wrong-password", from)).statusCode);
      expect(statuses).toEqual([401, 401, 401]);
      const blocked = await login(other, credentials.email, credentials.password, from);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ error: "rate_limited", message: "Too many failed attempts. Please try again later." });
      // Per account too: from another address the account is still locked.
      expect((await login(ctx.app, credentials.email, credentials.password, newAddress())).statusCode).toBe(429);
    });

    it("gives racing attempts on both processes no more guesses than the limit", async () => {
      const { credentials } = await registerMember(ctx.app);
      const from = newAddress();
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, index) => login(apps[index % 2]!, credentials.email, "wrong-password", from)),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([401, 401, 401, ...Array<number>(7).fill(429)]);
    });

    it("forgets the account's failures on success and never counts a right password", async () => {
      const { credentials } = await registerMember(ctx.app);
      const from = newAddress();
      for (const app of apps) expect((await login(app, credentials.email, "wrong-password", from)).statusCode).toBe(401);
      expect((await login(other, credentials.email, credentials.password, from)).statusCode).toBe(200);
      expect((await login(ctx.app, credentials.email, credentials.password, from)).statusCode).toBe(200);
      // The address kept its two failures (the right passwords took theirs back): one guess left.
      const second = await registerMember(ctx.app);
      expect((await login(ctx.app, second.credentials.email, "wrong-password", from)).statusCode).toBe(401);
      expect((await login(other, second.credentials.email, second.credentials.password, from)).statusCode).toBe(429);
      // The account's own count started again: three more guesses from elsewhere.
      const elsewhere = newAddress();
      for (const app of [ctx.app, other, ctx.app]) expect((await login(app, credentials.email, "wrong-password", elsewhere)).statusCode).toBe(401);
      expect((await login(other, credentials.email, credentials.password, elsewhere)).statusCode).toBe(429);
    });

    it("counts admin sign-in guesses across processes too", async () => {
      const from = newAddress();
      const admin = (app: FastifyInstance) =>
        app.inject({ method: "POST", url: "/api/admin/login", payload: { username: "nobody-admin", password: "wrong" }, remoteAddress: from });
      const statuses = [];
      for (const app of [ctx.app, other, ctx.app, other]) statuses.push((await admin(app)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
    });

    it("slides the window: failures older than it no longer count, and their rows are purged", async () => {
      const db = ctx.database.db;
      const { credentials, user } = await registerMember(ctx.app);
      const from = newAddress();
      for (const app of [ctx.app, other, ctx.app]) await login(app, credentials.email, "wrong-password", from);
      expect((await login(other, credentials.email, "wrong-password", from)).statusCode).toBe(429);
      // Two of the three failures move out of the window: two guesses again, then 429.
      await db.execute(sql`
        update login_failures set failed_at = array[failed_at[1] - interval '16 minutes', failed_at[2] - interval '15 minutes 1 second', failed_at[3]]
        where key in (${`ip:${from}`}, ${`user:${user.id}`})`);
      expect((await login(ctx.app, credentials.email, "wrong-password", from)).statusCode).toBe(401);
      expect((await login(other, credentials.email, "wrong-password", from)).statusCode).toBe(401);
      expect((await login(ctx.app, credentials.email, credentials.password, from)).statusCode).toBe(429);

      // A row whose newest failure left the window is deleted by the next counted attempt of
      // a process whose purge is due (a new limiter's is due at once).
      await db.execute(sql`update login_failures set last_failed_at = now() - interval '16 minutes' where key = ${`ip:${from}`}`);
      await new FailureLimiter(db, 3, WINDOW_MINUTES * 60_000).begin([`ip:${newAddress()}`]);
      const keys = (await db.select({ key: loginFailures.key }).from(loginFailures)).map((row) => row.key);
      expect(keys).not.toContain(`ip:${from}`);
      expect(keys).toContain(`user:${user.id}`);
    });
  });

  describe("route rate limits", () => {
    const valid = { name: "Ada", email: "ada@example.com", subject: "Hello", message: "A question about the site." };
    const contact = (app: FastifyInstance, remoteAddress: string, url = "/api/contact") =>
      app.inject({ method: "POST", url, payload: url === "/api/contact" ? valid : { message: "Helpful page" }, remoteAddress });

    it("shares a route's limit between two processes", async () => {
      const from = newAddress();
      const statuses = [];
      for (const app of [ctx.app, other, ctx.app, other]) statuses.push((await contact(app, from)).statusCode);
      expect(statuses).toEqual([201, 201, 201, 429]);
      const refused = await contact(ctx.app, from);
      expect(refused.json().error).toBe("rate_limited");
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(WINDOW_MINUTES * 60);
      // Each route counts on its own, and each address.
      expect((await contact(other, from, "/api/feedback")).statusCode).toBe(201);
      expect((await contact(other, newAddress())).statusCode).toBe(201);
    });

    it("lets exactly the limit through when requests race on both processes", async () => {
      const from = newAddress();
      const responses = await Promise.all(Array.from({ length: 8 }, (_, index) => contact(apps[index % 2]!, from)));
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    });

    it("keeps one row per key and window, and purges rows whose window has passed", async () => {
      const db = ctx.database.db;
      await db.execute(sql`insert into rate_limit_hits (key, window_start, expires_at, count) values ('stale', now() - interval '1 hour', now() - interval '45 minutes', 7)`);
      // A new app's purge is due at once: its first counted request deletes the stale row.
      const third = await buildTestApp(ctx.database, { CONTACT_MAX_PER_WINDOW: 3 });
      try {
        const from = newAddress();
        await contact(third, from);
        await contact(third, from);
        const rows = await db.select().from(rateLimitHits);
        expect(rows.map((row) => row.key)).not.toContain("stale");
        const mine = rows.filter((row) => row.key.endsWith(from));
        expect(mine).toHaveLength(1);
        expect(mine[0]).toMatchObject({ key: `POST /api/contact ${from}`, count: 2 });
        expect(mine[0]!.expiresAt.getTime() - mine[0]!.windowStart.getTime()).toBe(WINDOW_MINUTES * 60_000);
      } finally {
        await third.close();
      }
    });

    it("never touches the database for routes without a limit", async () => {
      const before = await ctx.database.db.select().from(rateLimitHits);
      await ctx.app.inject({ method: "GET", url: "/api/questions?tab=recent" });
      expect(await ctx.database.db.select().from(rateLimitHits)).toEqual(before);
    });
  });
});

describeApi("RATE_LIMITS=off counts nothing", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ RATE_LIMITS: "off", LOGIN_MAX_FAILURES: 1, CONTACT_MAX_PER_WINDOW: 1 });
  });
  afterAll(() => ctx?.close());

  it("writes no counter rows", async () => {
    const { credentials } = await registerMember(ctx.app);
    for (let index = 0; index < 3; index += 1) {
      await ctx.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: credentials.email, password: "wrong-password" } });
      await ctx.app.inject({ method: "POST", url: "/api/feedback", payload: { message: "Helpful page" } });
    }
    expect(await ctx.database.db.select().from(loginFailures)).toEqual([]);
    expect(await ctx.database.db.select().from(rateLimitHits)).toEqual([]);
  });
});
