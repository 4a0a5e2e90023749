import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ownThresholds, privilegeSettingsUpdateSchema } from "@shared/privilege-settings";
import { PRIVILEGE_IDS, PRIVILEGES } from "@shared/reputation";
import { adminPrivilegesSchema, type AdminPrivileges } from "@shared/reputation.responses";
import { thresholdsOf, type PrivilegeSettings } from "../../policy/privileges";
import { recordAudit } from "../../services/audit";
import { staffOf, type AdminContext } from "./admin-context";

/** The panel's view of the thresholds: the preset, and each privilege's number in force, own number and preset values. */
function presentPrivilegeSettings(settings: PrivilegeSettings): AdminPrivileges {
  const inForce = thresholdsOf(settings);
  const own = ownThresholds(settings.privilegePreset, settings.privilegeThresholds);
  return {
    preset: settings.privilegePreset,
    items: PRIVILEGE_IDS.map((id) => ({ id, reputation: inForce[id], own: own[id] ?? null, presets: PRIVILEGES[id].presets, description: PRIVILEGES[id].description })),
  };
}

/**
 * The reputation each privilege needs (issue 24): admins pick a preset and may set their own
 * numbers over it (shared/privilege-settings.ts says how a body is read). Every save is audited
 * with what changed; the privilege gate reads the settings store, so the new thresholds hold on
 * this process at once and on others within the store's few seconds.
 */
export async function adminPrivilegesRoutes(app: FastifyInstance, { db, settings }: AdminContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { adminArea: "settings" as const };

  r.get("/api/admin/privileges", { schema: { response: { 200: adminPrivilegesSchema } }, config }, async () => presentPrivilegeSettings(await settings.get()));

  r.put("/api/admin/privileges", { schema: { body: privilegeSettingsUpdateSchema, response: { 200: adminPrivilegesSchema } }, config }, async (request) => {
    const actor = staffOf(request);
    const before = presentPrivilegeSettings(await settings.get());
    const preset = request.body.preset ?? before.preset;
    // Thresholds given are the own numbers in full; a preset alone clears them.
    const own = ownThresholds(preset, request.body.thresholds ?? {});
    const row = await settings.update({ privilegePreset: preset, privilegeThresholds: own });
    const after = presentPrivilegeSettings(row);
    // Items are in PRIVILEGE_IDS order on both sides.
    const moved = after.items.filter((item, i) => item.reputation !== before.items[i]!.reputation || item.own !== before.items[i]!.own);
    await recordAudit(db, actor, "privileges.update", { type: "settings", id: 1 }, {
      changed: [...(before.preset === after.preset ? [] : ["preset"]), ...moved.map((item) => item.id)],
      preset: { from: before.preset, to: after.preset },
      thresholds: Object.fromEntries(moved.map((item) => [item.id, { from: before.items.find((was) => was.id === item.id)!.reputation, to: item.reputation }])),
    });
    return after;
  });
}
