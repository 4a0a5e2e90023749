import { z } from "zod";
import { MAX_PRIVILEGE_THRESHOLD, PRIVILEGE_IDS, PRIVILEGE_PRESETS, PRIVILEGES, REPUTATION_START, type PrivilegeId, type PrivilegePreset } from "./reputation";

// The privilege thresholds an admin sets (issue 24): a preset, and their own numbers over it.

const privilegeIds = new Set<string>(PRIVILEGE_IDS);

/** One threshold: a whole number of reputation from the start (1) to MAX_PRIVILEGE_THRESHOLD. */
const thresholdSchema = z
  .number({ error: "A threshold must be a number" })
  .int("A threshold must be a whole number")
  .min(REPUTATION_START, `A threshold must be at least ${REPUTATION_START}`)
  .max(MAX_PRIVILEGE_THRESHOLD, `A threshold must be at most ${MAX_PRIVILEGE_THRESHOLD}`);

/**
 * Body of PUT /api/admin/privileges. `thresholds`, when given, are the admin's own numbers in
 * full (a privilege left out follows the preset; a number equal to the preset's is not kept as
 * one's own). `preset` alone switches to that preset as it is: the admin's own numbers are
 * cleared, since numbers chosen against one preset rarely fit another; give both to keep some.
 * An unknown privilege id is refused by name, never dropped.
 */
export const privilegeSettingsUpdateSchema = z
  .object({
    preset: z.enum(PRIVILEGE_PRESETS, { error: `preset must be one of ${PRIVILEGE_PRESETS.join(", ")}` }).optional(),
    thresholds: z
      .record(z.string(), thresholdSchema, { error: "thresholds must be an object of privilege ids and numbers" })
      .superRefine((thresholds, ctx) => {
        for (const key of Object.keys(thresholds)) {
          if (!privilegeIds.has(key)) ctx.addIssue({ code: "custom", path: [key], message: `Unknown privilege '${key}'` });
        }
      })
      .transform((thresholds) => thresholds as Partial<Record<PrivilegeId, number>>)
      .optional(),
  })
  .strict()
  .refine((body) => body.preset !== undefined || body.thresholds !== undefined, { message: "Give a preset, thresholds or both" });
export type PrivilegeSettingsUpdate = z.input<typeof privilegeSettingsUpdateSchema>;

/** The admin's own numbers kept from `thresholds` under `preset`: those that differ from the preset's. */
export function ownThresholds(preset: PrivilegePreset, thresholds: Partial<Record<PrivilegeId, number>>): Partial<Record<PrivilegeId, number>> {
  const own: Partial<Record<PrivilegeId, number>> = {};
  for (const id of PRIVILEGE_IDS) {
    const value = thresholds[id];
    if (value !== undefined && value !== PRIVILEGES[id].presets[preset]) own[id] = value;
  }
  return own;
}
