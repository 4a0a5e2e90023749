import { useCallback } from "react";
import type { UserRole } from "@shared/users";
import { useT, type MessageId } from "@/i18n";

/** Each role's name in the interface language (the value sent to the server stays the role). */
export const ROLE_LABELS: Record<UserRole, MessageId> = { user: "admin.roleUser", moderator: "admin.roleModerator", admin: "admin.roleAdmin" };
export const ROLES = Object.keys(ROLE_LABELS) as UserRole[];

export function useRoleLabel() {
  const t = useT();
  return useCallback((role: string) => (role in ROLE_LABELS ? t(ROLE_LABELS[role as UserRole]) : role), [t]);
}
