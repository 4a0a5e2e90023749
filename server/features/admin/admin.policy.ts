import type { users } from "../../db/schema/users";

/**
 * Who may do what in administration; the single place for these rules
 * (docs/decisions/010-admin-roles.md).
 *
 * - admin: everything.
 * - moderator: the overview, content and the moderation queue; not users, settings,
 *   the audit log, messages or the advanced actions.
 * - user: nothing under /api/admin.
 */

type Role = (typeof users.$inferSelect)["role"];
type Actor = { id: string; role: Role } | null;

/** The parts of the admin API; every /api/admin route names the one it belongs to. */
export type AdminArea = "overview" | "content" | "reports" | "users" | "settings" | "advanced" | "audit" | "messages";

const MODERATOR_AREAS: ReadonlySet<AdminArea> = new Set(["overview", "content", "reports"]);

/** Admins and moderators: they sign in to the panel, skip maintenance mode and auto-moderation. */
export function isStaff(user: Actor): boolean {
  return user?.role === "admin" || user?.role === "moderator";
}

/** Whether this member may call the routes of this area. */
export function canUseAdminArea(user: Actor, area: AdminArea): boolean {
  if (user?.role === "admin") return true;
  return user?.role === "moderator" && MODERATOR_AREAS.has(area);
}

/**
 * Resolving a report: staff may approve anything and remove content; removing a reported
 * member suspends them, which is an action on users and so an admin's.
 */
export function canResolveReport(user: Actor, targetType: "question" | "answer" | "comment" | "user", action: "approve" | "remove"): boolean {
  if (!isStaff(user)) return false;
  return !(targetType === "user" && action === "remove" && user?.role !== "admin");
}

/** Admins act on other accounts, never on their own (no locking oneself out by mistake). */
export function canManageUser(user: Actor, targetId: string): boolean {
  return user?.role === "admin" && user.id !== targetId;
}
