import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema/users";
import { isStaff } from "./staff";
import type { Viewer } from "./visibility";

/**
 * Which powers a signed-in member may use now: the one place that decides it, before anything
 * else looks at the request (docs/decisions/039-staff-powers-and-text.md).
 *
 * A moderator or admin holds staff powers only while the staff rules let them: when the site
 * requires two-factor sign-in of staff ("Require two-factor sign-in for staff", decision 029)
 * and they have not turned it on, `request.user` is the member with role "user" for the whole
 * request, so every policy check (visibility, abilities, loaders), auto-moderation, maintenance
 * mode, the caches and the admin API treat them as an ordinary member. The role they hold is
 * kept in `request.lapsedStaffRole`, for what must tell them so (the admin API's
 * `two_factor_setup_required`, the security settings, the account's own role in
 * GET /api/auth/user).
 *
 * Nothing here is remembered: the setting is read through the settings store (dropped as soon as
 * the database announces a change of it) and the member's two-factor state is read on every
 * request of a staff member (one primary-key probe, and staff are few), so turning either on or
 * off takes effect on the next request, in every process.
 */

type Role = "user" | "moderator" | "admin";

declare module "fastify" {
  interface FastifyRequest {
    /**
     * The staff role this member holds but may not use now (the site requires two-factor sign-in
     * of staff and they have not turned it on), else null. `request.user.role` is then "user".
     */
    lapsedStaffRole: "moderator" | "admin" | null;
  }
}

/** What the staff rules read. */
export interface StaffRules {
  /** Whether the site requires staff to sign in with two factors (site settings). */
  requireTwoFactor(): Promise<boolean>;
  /** Whether this member has two-factor sign-in on. */
  hasTwoFactor(userId: string): Promise<boolean>;
}

/** The role a member may use now: their own, or "user" while the staff rules hold their staff powers back. */
export async function usableRole(rules: StaffRules, member: { id: string; role: Role }): Promise<Role> {
  if (!isStaff(member)) return member.role;
  if (!(await rules.requireTwoFactor())) return member.role;
  return (await rules.hasTwoFactor(member.id)) ? member.role : "user";
}

/**
 * Sets each request's member to the powers they may use now. Registered right after the
 * session lookup (plugins/sessions.ts) and before every other hook that reads `request.user`
 * (the caches, maintenance mode, email verification, the admin API's scope).
 */
export function registerStaffPowers(app: FastifyInstance, rules: StaffRules) {
  app.decorateRequest("lapsedStaffRole", null);
  app.addHook("onRequest", async (request) => {
    const member = request.user;
    if (!member || !isStaff(member)) return;
    const role = await usableRole(rules, member);
    if (role === member.role) return;
    request.lapsedStaffRole = member.role as "moderator" | "admin";
    // A copy: the session cache keeps the member's row as the database has it.
    request.user = { ...member, role };
  });
}

/**
 * The viewer a member is now, read afresh from the database with the staff rules applied, or
 * null when the account is no longer active. Long-lived streams ask it at each heartbeat, so a
 * member demoted, suspended or whose staff powers lapsed stops seeing what they no longer may.
 */
export function createCurrentViewer(db: Db, rules: StaffRules): (userId: string) => Promise<Viewer> {
  return async (userId) => {
    const [row] = await db.select({ id: users.id, role: users.role, status: users.status }).from(users).where(eq(users.id, userId)).limit(1);
    if (!row || row.status !== "active") return null;
    return { id: row.id, role: await usableRole(rules, row) };
  };
}
