import { z } from "zod";
import { PRIVILEGE_IDS, PRIVILEGE_PRESETS, REPUTATION_REASONS, REVERSAL_REASONS } from "./reputation";
import { dateTimeSchema } from "./responses";

// What the reputation and privilege routes send (issue 24); the client imports only the types.

/** One change of a member's reputation, as their history shows it. */
export const reputationHistoryItemSchema = z.object({
  /** The change's id (the list's keyset position). */
  id: z.number(),
  /** What it counts now: the rule's points, less when the daily cap took some, 0 for a serial vote or once reversed. */
  delta: z.number().int(),
  /** The rule's points (shared/reputation.ts). */
  points: z.number().int(),
  reason: z.enum(REPUTATION_REASONS),
  /** The daily cap on votes took some or all of the points. */
  capped: z.boolean(),
  /** One member's votes on this author beyond the serial-vote limit: counted for the post's score, not for reputation. */
  serial: z.boolean(),
  /** Taken back, when and why (a vote withdrawn, an acceptance moved, the post deleted); null while it counts. */
  reversed: z.object({ at: dateTimeSchema, why: z.enum(REVERSAL_REASONS) }).nullable(),
  /** The post it is about, when the viewer may see it. */
  post: z.object({ questionId: z.number(), answerId: z.number().nullable(), title: z.string() }).nullable(),
  createdAt: dateTimeSchema,
});

/** GET /api/users/{id}/reputation */
export const reputationPageSchema = z.object({
  /** The member's total. */
  reputation: z.number().int(),
  /** Newest first. */
  items: z.array(reputationHistoryItemSchema),
  nextCursor: z.string().nullable(),
});

/** GET /api/users/{id}/reputation/timeline: the total at the end of each UTC day it moved, oldest first. */
export const reputationTimelineSchema = z.object({
  reputation: z.number().int(),
  points: z.array(z.object({ day: z.string(), total: z.number().int() })),
});

/** One privilege as the viewer has it or not. */
export const privilegeSchema = z.object({
  id: z.enum(PRIVILEGE_IDS),
  /** The reputation it needs. */
  reputation: z.number().int(),
  /** Whether the viewer has it (staff have every one; visitors none). */
  granted: z.boolean(),
  /** What it lets a member do. */
  description: z.string(),
});

/** GET /api/privileges */
export const privilegeListSchema = z.object({
  /** The viewer's reputation; null for a visitor. */
  reputation: z.number().int().nullable(),
  preset: z.enum(PRIVILEGE_PRESETS),
  items: z.array(privilegeSchema),
});

/** The 403 a member without a privilege gets from every route it gates. */
export const privilegeRequiredSchema = z.object({
  error: z.literal("privilege_required"),
  privilege: z.enum(PRIVILEGE_IDS),
  required: z.number().int(),
  message: z.string(),
});

export type ReputationHistoryItem = z.infer<typeof reputationHistoryItemSchema>;
export type ReputationPage = z.infer<typeof reputationPageSchema>;
export type ReputationTimeline = z.infer<typeof reputationTimelineSchema>;
export type Privilege = z.infer<typeof privilegeSchema>;
export type PrivilegeList = z.infer<typeof privilegeListSchema>;

/** One privilege as the admin panel sets it. */
export const adminPrivilegeSchema = z.object({
  id: z.enum(PRIVILEGE_IDS),
  /** The threshold in force. */
  reputation: z.number().int(),
  /** The admin's own number, when one is set over the preset's. */
  own: z.number().int().nullable(),
  /** Each preset's threshold. */
  presets: z.record(z.enum(PRIVILEGE_PRESETS), z.number().int()),
  /** What it lets a member do. */
  description: z.string(),
});

/** GET and PUT /api/admin/privileges: the preset, and every privilege's threshold in force, own number and preset values. */
export const adminPrivilegesSchema = z.object({
  preset: z.enum(PRIVILEGE_PRESETS),
  items: z.array(adminPrivilegeSchema),
});

export type AdminPrivileges = z.infer<typeof adminPrivilegesSchema>;
