/**
 * Who may do what in administration, as permission strings both sides read: the server's
 * policy (server/policy/staff.ts) grants and refuses with them, and the client shows a tab
 * or a button when the signed-in member's role holds the permission, instead of comparing
 * roles itself (docs/decisions/010-admin-roles.md).
 *
 * - admin: everything.
 * - moderator: the panel's overview, content and moderation queue; not users, settings,
 *   the audit log, messages or the advanced actions.
 * - user: nothing of administration.
 */

export type Role = "user" | "moderator" | "admin";

/** The parts of the admin API and panel; every /api/admin route names the one it belongs to. */
export const adminAreas = ["overview", "content", "reports", "users", "settings", "advanced", "audit", "messages"] as const;
export type AdminArea = (typeof adminAreas)[number];

export type Permission =
  /** Signs in to the panel, keeps working in maintenance mode, skips auto-moderation and sees held content. */
  | "staff"
  /** Removes a reported member (suspends them): an action on users. */
  | "users.suspend"
  /** Changes another member's role or status. */
  | "users.manage"
  | `admin.${AdminArea}`;

const moderatorPermissions: readonly Permission[] = ["staff", "admin.overview", "admin.content", "admin.reports"];

const rolePermissions: Record<Role, ReadonlySet<Permission>> = {
  user: new Set(),
  moderator: new Set(moderatorPermissions),
  admin: new Set<Permission>(["staff", "users.suspend", "users.manage", ...adminAreas.map((area) => `admin.${area}` as const)]),
};

/** Whether a member of this role (none for a visitor) holds the permission. */
export function roleCan(role: Role | null | undefined, permission: Permission): boolean {
  return role ? rolePermissions[role].has(permission) : false;
}
