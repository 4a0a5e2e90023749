import { z } from "zod";
import { cursorQuerySchema, pageLimitSchema } from "./ids";
import { registerSchema } from "./auth";
import type * as responses from "./admin.responses";
import type { Page } from "./questions";

export const userRoles = ["user", "moderator", "admin"] as const;
export type UserStatus = z.input<typeof responses.userStatusSchema>;

/** GET /api/admin/stats (spec 3's admin stats, counted from the database). */
export type AdminStats = z.input<typeof responses.adminStatsSchema>;

/** A row of the admin's user list. */
export type AdminUser = z.input<typeof responses.adminUserSchema>;

/** GET /api/admin/users */
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  cursor: cursorQuerySchema,
  limit: pageLimitSchema(100, 25),
});

/** Body of PATCH /api/admin/users/{id}/role. */
export const setRoleSchema = z.object({ role: z.enum(userRoles, { error: "Role must be user, moderator or admin" }) });

/** Body of POST /api/admin/users (Add User): a sign-up body plus a role. */
export const createUserSchema = registerSchema.extend({ role: z.enum(userRoles).default("user") });
export type CreateUserInput = z.input<typeof createUserSchema>;

export const contentTypes = ["all", "questions", "answers", "comments"] as const;
export type ContentFilter = (typeof contentTypes)[number];
export type ContentKind = "question" | "answer" | "comment";

/** GET /api/admin/content */
export const adminContentQuerySchema = z.object({
  type: z.enum(contentTypes, { error: "type must be all, questions, answers or comments" }).default("all"),
  cursor: cursorQuerySchema,
  limit: pageLimitSchema(100, 25),
});

/** A row of the admin's content list (spec 3's content row, from the database). */
export type AdminContentItem = z.input<typeof responses.adminContentItemSchema>;

/** GET /api/admin/reports */
export const adminReportsQuerySchema = z.object({
  status: z.enum(["open", "resolved"]).default("open"),
  cursor: cursorQuerySchema,
  limit: pageLimitSchema(100, 25),
});

export type ReportPriority = "high" | "medium" | "low";

/** A report in the moderation queue. */
export type AdminReport = z.input<typeof responses.adminReportSchema>;

/** Body of POST /api/admin/reports/{id}/resolve. */
export const resolveReportSchema = z.object({ action: z.enum(["approve", "remove"], { error: "action must be approve or remove" }) });

/** An audit log entry. */
export type AuditEntry = z.input<typeof responses.auditEntrySchema>;

export const adminPageQuerySchema = z.object({
  cursor: cursorQuerySchema,
  limit: pageLimitSchema(100, 25),
});

/** GET /api/admin/messages */
export const adminMessagesQuerySchema = adminPageQuerySchema.extend({
  kind: z.enum(["contact", "feedback", "mail"], { error: "kind must be contact, feedback or mail" }).default("contact"),
});

export type AdminMessage = z.input<typeof responses.adminMessageSchema>;
export type AdminMessagesPage = Page<AdminMessage>;

/** GET /api/admin/system: a real round trip to the database. */
export type SystemStatus = z.input<typeof responses.systemStatusSchema>;

/** Result of POST /api/admin/cache/clear. */
export type ClearCacheResult = z.input<typeof responses.clearCacheResultSchema>;

/** Body of POST /api/admin/reset: the word RESET, typed. */
export const resetSiteSchema = z.object({
  confirm: z.literal("RESET", { error: "Type RESET to confirm" }),
});

/** Result of POST /api/admin/reset. */
export type ResetResult = z.input<typeof responses.resetResultSchema>;
