import { ERROR_IDS } from "@shared/errors";
import { PRIVILEGE_IDS, PRIVILEGES, privilegeReason, privilegeThresholds, type PrivilegeId, type PrivilegePreset, type PrivilegeThresholds } from "@shared/reputation";
import type { Privilege } from "@shared/reputation.responses";
import { AppError } from "../errors";
import { isStaff } from "./staff";

// Privileges earned by reputation (issue 24): the one place that decides whether a member has
// one. Thresholds are the site settings' preset with an admin's own numbers over it; staff have
// every privilege. Routes that a privilege gates call requirePrivilege and declare it in their
// config (`privileges`), so the route-table test finds every gate.

/** The settings that hold the thresholds (the site_settings row). */
export interface PrivilegeSettings {
  privilegePreset: PrivilegePreset;
  privilegeThresholds: Partial<Record<string, number>>;
}

/** A member as far as privileges go. */
export interface PrivilegeHolder {
  id: string;
  role: "user" | "moderator" | "admin";
  reputation: number;
}

/** The thresholds in force under these settings. */
export const thresholdsOf = (settings: PrivilegeSettings): PrivilegeThresholds =>
  privilegeThresholds(settings.privilegePreset, settings.privilegeThresholds);

/** Whether the member has the privilege. */
export function hasPrivilege(member: PrivilegeHolder, id: PrivilegeId, thresholds: PrivilegeThresholds): boolean {
  return isStaff(member) || member.reputation >= thresholds[id];
}

/** The 403 for a member without the privilege: `{ error: "privilege_required", privilege, required }`. */
export function privilegeRequired(member: PrivilegeHolder, id: PrivilegeId, thresholds: PrivilegeThresholds): AppError {
  return new AppError(403, ERROR_IDS.privilegeRequired, privilegeReason(id, thresholds[id], member.reputation), undefined, { privilege: id, required: thresholds[id] });
}

/** Throws privilege_required unless the member has the privilege. */
export function requirePrivilege(member: PrivilegeHolder, id: PrivilegeId, thresholds: PrivilegeThresholds): void {
  if (!hasPrivilege(member, id, thresholds)) throw privilegeRequired(member, id, thresholds);
}

/** Every privilege as this viewer has it (GET /api/privileges); a visitor has none. */
export function listPrivileges(viewer: PrivilegeHolder | null, thresholds: PrivilegeThresholds): Privilege[] {
  return PRIVILEGE_IDS.map((id) => ({
    id,
    reputation: thresholds[id],
    granted: viewer !== null && hasPrivilege(viewer, id, thresholds),
    description: PRIVILEGES[id].description,
  }));
}

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The privileges this route may require (issue 24): its handler calls `privileges.require`,
     * and the route-table test (privileges.test.ts) proves each one refused below its threshold.
     */
    privileges?: PrivilegeId[];
  }
}

/** The gate routes call: the thresholds from the site settings (cached a few seconds). */
export interface PrivilegeGate {
  thresholds(): Promise<PrivilegeThresholds>;
  /** Throws privilege_required (403) unless the member has it. */
  require(member: PrivilegeHolder, id: PrivilegeId): Promise<void>;
  /** Whether the member has it (for what a privilege changes rather than gates: edit-freely). */
  has(member: PrivilegeHolder, id: PrivilegeId): Promise<boolean>;
}

export function createPrivilegeGate(settings: { get(): Promise<PrivilegeSettings> }): PrivilegeGate {
  const thresholds = async () => thresholdsOf(await settings.get());
  return {
    thresholds,
    async require(member, id) {
      requirePrivilege(member, id, await thresholds());
    },
    async has(member, id) {
      return hasPrivilege(member, id, await thresholds());
    },
  };
}
