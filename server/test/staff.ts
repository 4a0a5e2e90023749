import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { routeTable } from "../plugins/route-table";
import { users } from "../db/schema/users";
import { registerMember, type TestContext } from "./app";

/** A member made moderator or admin in the database; their session cookie picks the role up at once. */
export async function registerStaff(ctx: TestContext, role: "moderator" | "admin", overrides: Record<string, unknown> = {}) {
  const member = await registerMember(ctx.app, overrides);
  await ctx.database.db.update(users).set({ role }).where(eq(users.id, member.user.id));
  // The database announces the change; remembered sessions must have heard it before the next request.
  await ctx.database.notifications.flush();
  return { ...member, user: { ...member.user, role, isAdmin: role === "admin" } };
}

/**
 * Every route of the app as "METHOD /url" (HEAD twins included), from the route table kept as
 * Fastify was given it (plugins/route-table.ts), so a route added later is listed without
 * anyone updating a list.
 */
export function listRoutes(app: FastifyInstance): { method: string; url: string }[] {
  return routeTable(app).flatMap((route) => [route.method].flat().map((method) => ({ method, url: route.url })));
}

/** Turns auto-moderation on, through the admin API, holding posts with any of these words for review. */
export async function holdPostsContaining(ctx: TestContext, blockedWords: string[]) {
  const admin = await registerStaff(ctx, "admin");
  const current = (await ctx.app.inject({ method: "GET", url: "/api/admin/settings", headers: { cookie: admin.cookie } })).json();
  const { siteName, siteDescription, allowRegistrations, requireEmailVerification, maintenanceMode, theme, primaryColor } = current;
  const saved = await ctx.app.inject({
    method: "PUT",
    url: "/api/admin/settings",
    headers: { cookie: admin.cookie },
    payload: { siteName, siteDescription, allowRegistrations, requireEmailVerification, maintenanceMode, theme, primaryColor, moderationEnabled: true, blockedWords },
  });
  if (saved.statusCode !== 200) throw new Error(`saving settings failed: ${saved.statusCode} ${saved.body}`);
}
