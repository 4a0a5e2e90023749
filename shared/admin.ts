import { z } from "zod";
import { cursorQuerySchema, pageLimitSchema } from "./ids";
import { registerSchema } from "./auth";
import type { Page } from "./questions";
import type { ReportReason, ReportTargetType } from "./reports";
import type { UserRole } from "./users";

export const userRoles = ["user", "moderator", "admin"] as const;
export type UserStatus = "active" | "suspended" | "deleted";

/** GET /api/admin/stats (spec 3's admin stats, counted from the database). */
export interface AdminStats {
  totalUsers: number;
  totalQuestions: number;
  totalAnswers: number;
  /** Members who signed in or wrote, voted or reported something in the last 24 hours. */
  activeUsers: number;
  /** Open reports, held posts included. */
  flaggedContent: number;
  /** The last 24 hours. */
  newUsersToday: number;
  questionsToday: number;
  answersToday: number;
  reportsResolved: number;
  /** Most followed topics. */
  topTopics: { id: number; name: string; followerCount: number; questionCount: number }[];
}

/** A row of the admin's user list. */
export interface AdminUser {
  id: string;
  name: string;
  email: string | null;
  username: string | null;
  role: UserRole;
  status: UserStatus;
  createdAt: string;
}

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
export interface AdminContentItem {
  id: number;
  type: ContentKind;
  /** The question's title, or a plain-text excerpt of an answer or comment. */
  title: string;
  excerpt: string;
  author: { id: string; name: string } | null;
  createdAt: string;
  /** Upvotes minus downvotes; comments have none. */
  votes: number;
  status: "published" | "held";
  /** Where the item is shown: /questions/{id}, with #answer-{id} for answers and comments. */
  url: string;
}

/** GET /api/admin/reports */
export const adminReportsQuerySchema = z.object({
  status: z.enum(["open", "resolved"]).default("open"),
  cursor: cursorQuerySchema,
  limit: pageLimitSchema(100, 25),
});

export type ReportPriority = "high" | "medium" | "low";

/** A report in the moderation queue. */
export interface AdminReport {
  id: number;
  targetType: ReportTargetType;
  targetId: string;
  /** What was reported: a title or excerpt, its author, where it is shown; null once it is gone. */
  content: { excerpt: string; author: string | null; url: string | null; held: boolean } | null;
  /** Null for the system's reports (held by auto-moderation). */
  reporter: { id: string; name: string } | null;
  reason: ReportReason;
  details: string | null;
  priority: ReportPriority;
  /** Open reports on the same target. */
  reportCount: number;
  status: "open" | "resolved";
  resolution: "approve" | "remove" | null;
  resolvedBy: string | null;
  resolvedAt: string | null;
  createdAt: string;
}

/** Body of POST /api/admin/reports/{id}/resolve. */
export const resolveReportSchema = z.object({ action: z.enum(["approve", "remove"], { error: "action must be approve or remove" }) });

/** An audit log entry. */
export interface AuditEntry {
  id: number;
  actor: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  details: Record<string, unknown> | null;
  createdAt: string;
}

export const adminPageQuerySchema = z.object({
  cursor: cursorQuerySchema,
  limit: pageLimitSchema(100, 25),
});

/** GET /api/admin/messages */
export const adminMessagesQuerySchema = adminPageQuerySchema.extend({
  kind: z.enum(["contact", "feedback", "mail"], { error: "kind must be contact, feedback or mail" }).default("contact"),
});

export type AdminMessage =
  | { kind: "contact"; id: number; name: string; email: string; subject: string; message: string; createdAt: string }
  | { kind: "feedback"; id: number; message: string; helpful: boolean | null; page: string | null; member: string | null; createdAt: string }
  | { kind: "mail"; id: number; to: string; subject: string; text: string; createdAt: string };

export type AdminMessagesPage = Page<AdminMessage>;

/** GET /api/admin/system: a real round trip to the database. */
export interface SystemStatus {
  database: { connected: boolean; kind: "pglite" | "postgres" | "unknown"; latencyMs: number };
  /** What System Backup produces on this database. */
  backup: "pglite-data-dir" | "json-export";
}

/** Result of POST /api/admin/cache/clear. */
export interface ClearCacheResult {
  cleared: string[];
  message: string;
}

/** Body of POST /api/admin/reset: the word RESET, typed. */
export const resetSiteSchema = z.object({
  confirm: z.literal("RESET", { error: "Type RESET to confirm" }),
});

/** Result of POST /api/admin/reset. */
export interface ResetResult {
  deleted: Record<string, number>;
  message: string;
}
