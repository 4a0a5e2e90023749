import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { listRoutes, registerStaff } from "../../test/staff";

/**
 * The routes moderators may call; every other /api/admin route is admins only. A new route
 * is in the matrix as soon as it exists (the list comes from the app), and is refused to
 * moderators unless it is added here on purpose.
 */
const MODERATOR_ALLOWED = new Set([
  "GET /api/admin/stats",
  "GET /api/admin/topics",
  "POST /api/admin/topics/:id/merge",
  "GET /api/admin/content",
  "GET /api/admin/questions",
  "DELETE /api/admin/questions/:id",
  "DELETE /api/admin/answers/:id",
  "DELETE /api/admin/comments/:id",
  "GET /api/admin/reports",
  "POST /api/admin/reports/:id/resolve",
  "GET /api/admin/appeals",
  "POST /api/admin/appeals/:id/decide",
]);

/** Sign-in and sign-out are the only admin routes anyone may call. */
const OPEN = new Set(["POST /api/admin/login", "POST /api/admin/logout"]);

describeApi("admin authorization matrix", () => {
  let ctx: TestContext;
  const cookies: Record<"visitor" | "member" | "moderator" | "admin", string | null> = { visitor: null, member: null, moderator: null, admin: null };
  let routes: { method: string; url: string }[];

  beforeAll(async () => {
    ctx = await createTestContext();
    cookies.member = (await registerMember(ctx.app)).cookie;
    cookies.moderator = (await registerStaff(ctx, "moderator")).cookie;
    cookies.admin = (await registerStaff(ctx, "admin")).cookie;
    await ctx.app.ready();
    routes = listRoutes(ctx.app).filter((route) => route.url.startsWith("/api/admin") && route.method !== "HEAD");
  });
  afterAll(() => ctx?.close());

  /** Calls a route with ids that exist nowhere and an empty body: authorization answers first. */
  const call = (role: keyof typeof cookies, route: { method: string; url: string }) => {
    const url = route.url.replace(":id", route.url.startsWith("/api/admin/users/") ? randomUUID() : "2147483000");
    const options = {
      method: route.method as "GET",
      url,
      ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: {} }),
    };
    const cookie = cookies[role];
    return cookie ? as(ctx.app, cookie, options) : ctx.app.inject(options);
  };

  it("finds every admin route from the app itself", () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    for (const name of [...MODERATOR_ALLOWED, ...OPEN]) expect(names).toContain(name);
    for (const name of [
      "GET /api/admin/users",
      "POST /api/admin/users",
      "POST /api/admin/users/:id/suspend",
      "POST /api/admin/users/:id/activate",
      "PATCH /api/admin/users/:id/role",
      "DELETE /api/admin/users/:id",
      "GET /api/admin/settings",
      "PUT /api/admin/settings",
      "POST /api/admin/upload/logo",
      "POST /api/admin/upload/favicon",
      "GET /api/admin/system",
      "GET /api/admin/export",
      "GET /api/admin/backup",
      "POST /api/admin/cache/clear",
      "POST /api/admin/reset",
      "GET /api/admin/audit",
      "GET /api/admin/messages",
    ]) {
      expect(names).toContain(name);
    }
    expect(routes.length).toBeGreaterThanOrEqual(28);
  });

  it("answers 401 to visitors and 403 to members on every route but sign-in and sign-out", async () => {
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      if (OPEN.has(name)) continue;
      const visitor = await call("visitor", route);
      expect(visitor.statusCode, `visitor ${name}`).toBe(401);
      const member = await call("member", route);
      expect(member.statusCode, `member ${name}`).toBe(403);
    }
  });

  it("lets moderators moderate content and reports, and nothing else", async () => {
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      if (OPEN.has(name)) continue;
      const response = await call("moderator", route);
      if (MODERATOR_ALLOWED.has(name)) expect([401, 403], `moderator ${name}: ${response.body}`).not.toContain(response.statusCode);
      else expect(response.statusCode, `moderator ${name}`).toBe(403);
    }
  });

  it("lets admins through everywhere", async () => {
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      if (OPEN.has(name)) continue;
      const response = await call("admin", route);
      expect([401, 403], `admin ${name}: ${response.body}`).not.toContain(response.statusCode);
      expect(response.statusCode, `admin ${name}: ${response.body}`).toBeLessThan(500);
    }
  });

  it("keeps sign-in and sign-out open to everyone", async () => {
    const login = await ctx.app.inject({ method: "POST", url: "/api/admin/login", payload: { username: "nobody", password: "wrong-password" } });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe("Invalid username or password");
    expect((await ctx.app.inject({ method: "POST", url: "/api/admin/logout" })).statusCode).toBe(204);
  });
});
