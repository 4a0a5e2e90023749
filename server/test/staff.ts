import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { routeTable } from "../plugins/route-table";
import { users } from "../db/schema/users";
import { totpSecrets } from "../db/schema/security";
import { siteSettings } from "../db/schema/admin";
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

/** Turns two-factor sign-in on for a member, as finishing its setup would (the secret is never used by these tests). */
export async function turnOnTwoFactor(ctx: TestContext, userId: string) {
  await ctx.database.db
    .insert(totpSecrets)
    .values({ userId, secret: "JBSWY3DPEHPK3PXP", enabledAt: new Date() })
    .onConflictDoUpdate({ target: totpSecrets.userId, set: { enabledAt: new Date() } });
}

/** Sets "Require two-factor sign-in for staff" in the database, as an operator's SQL would; every process hears of it before the next request. */
export async function requireStaffTwoFactor(ctx: TestContext, on: boolean) {
  await ctx.database.db
    .insert(siteSettings)
    .values({ id: 1, requireStaffTwoFactor: on })
    .onConflictDoUpdate({ target: siteSettings.id, set: { requireStaffTwoFactor: on } });
  await ctx.database.notifications.flush();
}

/** Turns the staging ground (issue 25.4) on or off through the admin API. */
export async function useStagingGround(ctx: TestContext, on: boolean) {
  const admin = await registerStaff(ctx, "admin");
  const saved = await ctx.app.inject({ method: "PUT", url: "/api/admin/settings", headers: { cookie: admin.cookie }, payload: { stagingGround: on } });
  if (saved.statusCode !== 200) throw new Error(`saving settings failed: ${saved.statusCode} ${saved.body}`);
}
