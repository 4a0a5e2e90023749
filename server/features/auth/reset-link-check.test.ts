import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { passwordResets } from "../../db/schema/jobs";
import { users } from "../../db/schema/users";
import { createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";

// Issue 23: the reset page asks whether its link works before it shows the form, and asking
// never uses the link.

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

describeApi("GET /api/auth/password-reset/check", () => {
  let ctx: TestContext;
  let member: Awaited<ReturnType<typeof registerMember>>;
  // Each from an address of its own: the route is rate limited per address (5 a window).
  let address = 0;
  const from = () => `198.51.100.${(address += 1)}`;
  const check = (token: string) => ctx.app.inject({ method: "GET", url: `/api/auth/password-reset/check?token=${encodeURIComponent(token)}`, remoteAddress: from() });
  /** A reset link as the mailed one is stored: only its hash, with an expiry. */
  const linkFor = async (userId: string, expiresInMs = 3_600_000) => {
    const token = randomBytes(32).toString("base64url");
    await ctx.database.db.insert(passwordResets).values({ tokenHash: hashOf(token), userId, expiresAt: new Date(Date.now() + expiresInMs) });
    return token;
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    member = await registerMember(ctx.app);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("says a live link works, and asking leaves it usable", async () => {
    const token = await linkFor(member.user.id);
    for (let n = 0; n < 2; n += 1) {
      const response = await check(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ valid: true });
      expect(String(response.headers["cache-control"])).toContain("no-store");
    }
    const confirmed = await ctx.app.inject({ method: "POST", url: "/api/auth/password-reset/confirm", payload: { token, password: "a-fresh-password-42" }, remoteAddress: from() });
    expect(confirmed.statusCode).toBe(200);
    // Used now: the same link no longer works.
    expect((await check(token)).json()).toEqual({ valid: false });
  });

  it("is rate limited per address, like the confirm", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 7; n += 1) statuses.push((await ctx.app.inject({ method: "GET", url: "/api/auth/password-reset/check?token=guessing-a-token", remoteAddress: "203.0.113.77" })).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
  });

  it("says an unknown, mistyped or expired link does not work, and a malformed one is a 400", async () => {
    const token = await linkFor(member.user.id);
    expect((await check(`${token.slice(0, -2)}xx`)).json()).toEqual({ valid: false });
    expect((await check(randomBytes(32).toString("base64url"))).json()).toEqual({ valid: false });
    const expired = await linkFor(member.user.id, -1_000);
    expect((await check(expired)).json()).toEqual({ valid: false });
    const short = await check("abc");
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ field: "token" });
    expect((await ctx.app.inject({ method: "GET", url: "/api/auth/password-reset/check", remoteAddress: from() })).statusCode).toBe(400);
  });

  it("says the link of a suspended account does not work, as the confirm would refuse it", async () => {
    const suspended = await registerMember(ctx.app);
    const token = await linkFor(suspended.user.id);
    await ctx.database.db.update(users).set({ status: "suspended" }).where(eq(users.id, suspended.user.id));
    expect((await check(token)).json()).toEqual({ valid: false });
  });
});
