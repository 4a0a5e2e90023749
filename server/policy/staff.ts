import { roleCan, type AdminArea, type Role } from "@shared/permissions";

/**
 * Who may do what in administration; the single place for these rules on the server, read
 * from the permission strings of shared/permissions.ts that the client reads too
 * (docs/decisions/010-admin-roles.md).
 */

type Actor = { id: string; role: Role } | null;

export type { AdminArea };

/** Admins and moderators: they sign in to the panel, skip maintenance mode and auto-moderation. */
export function isStaff(user: Actor): boolean {
  return roleCan(user?.role, "staff");
}

/** Whether this member may call the routes of this area. */
export function canUseAdminArea(user: Actor, area: AdminArea): boolean {
  return roleCan(user?.role, `admin.${area}`);
}

/**
 * Resolving a report: staff may approve anything and remove content; removing a reported
 * member suspends them, which is an action on users and so an admin's.
 */
export function canResolveReport(user: Actor, targetType: "question" | "answer" | "comment" | "user", action: "approve" | "remove"): boolean {
  if (!isStaff(user)) return false;
  return !(targetType === "user" && action === "remove" && !roleCan(user?.role, "users.suspend"));
}

/** Admins act on other accounts, never on their own (no locking oneself out by mistake). */
export function canManageUser(user: Actor, targetId: string): boolean {
  return roleCan(user?.role, "users.manage") && user?.id !== targetId;
}
