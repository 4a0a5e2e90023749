import { z } from "zod";
import { REPORT_REASONS, reportTargetTypes, type ReportReason } from "./reports";
import { dateTimeSchema, pageSchema } from "./responses";
import { userRoleSchema } from "./users.responses";

// What the admin routes send; the admin pages import only the types (shared/admin.ts).

/** GET /api/admin/stats (spec 3's admin stats, counted from the database). */
export const adminStatsSchema = z.object({
  /** Members. */
  totalUsers: z.number(),
  /** Questions. */
  totalQuestions: z.number(),
  /** Answers. */
  totalAnswers: z.number(),
  /** Members who signed in or wrote, voted or reported something in the last 24 hours. */
  activeUsers: z.number(),
  /** Open reports, held posts included. */
  flaggedContent: z.number(),
  /** The last 24 hours. */
  newUsersToday: z.number(),
  /** Questions in the last 24 hours. */
  questionsToday: z.number(),
  /** Answers in the last 24 hours. */
  answersToday: z.number(),
  /** Reports resolved. */
  reportsResolved: z.number(),
  /** Most followed topics. */
  topTopics: z.array(z.object({ id: z.number(), name: z.string(), followerCount: z.number(), questionCount: z.number() })),
});

/** An account's state. */
export const userStatusSchema = z.enum(["active", "suspended", "deleted"]);

/** A row of the admin's user list. */
export const adminUserSchema = z.object({
  /** The member's id. */
  id: z.string(),
  /** Display name. */
  name: z.string(),
  /** Email. */
  email: z.string().nullable(),
  /** Staff sign-in name, if any. */
  username: z.string().nullable(),
  /** Role. */
  role: userRoleSchema,
  /** State. */
  status: userStatusSchema,
  /** When they joined. */
  createdAt: dateTimeSchema,
});

/** A row of the admin's content list (spec 3's content row, from the database). */
export const adminContentItemSchema = z.object({
  /** The post's id. */
  id: z.number(),
  /** Its kind. */
  type: z.enum(["question", "answer", "comment"]),
  /** The question's title, or a plain-text excerpt of an answer or comment. */
  title: z.string(),
  /** A plain-text excerpt. */
  excerpt: z.string(),
  /** Who wrote it. */
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** When. */
  createdAt: dateTimeSchema,
  /** Upvotes minus downvotes; comments have none. */
  votes: z.number(),
  /** Published or held. */
  status: z.enum(["published", "held", "staged"]),
  /** Where the item is shown: /questions/{id}, with #answer-{id} for answers and comments. */
  url: z.string(),
});

/** A report in the moderation queue. */
export const adminReportSchema = z.object({
  /** The report's id. */
  id: z.number(),
  /** What kind of thing was reported. */
  targetType: z.enum(reportTargetTypes),
  /** Its id. */
  targetId: z.string(),
  /** What was reported: a title or excerpt, its author, where it is shown; null once it is gone. */
  content: z.object({ excerpt: z.string(), author: z.string().nullable(), url: z.string().nullable(), held: z.boolean() }).nullable(),
  /** Null for the system's reports (held by auto-moderation). */
  reporter: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Why (a member's reason, or blocked_words). */
  reason: z.enum(["blocked_words", ...REPORT_REASONS.map((reason) => reason.value)] as [ReportReason, ...ReportReason[]]),
  /** The reporter's words. */
  details: z.string().nullable(),
  /** How urgent. */
  priority: z.enum(["high", "medium", "low"]),
  /** Open reports on the same target. */
  reportCount: z.number(),
  /** Open or resolved. */
  status: z.enum(["open", "resolved"]),
  /** What was decided. */
  resolution: z.enum(["approve", "remove"]).nullable(),
  /** Who decided. */
  resolvedBy: z.string().nullable(),
  /** When. */
  resolvedAt: dateTimeSchema.nullable(),
  /** When it was filed. */
  createdAt: dateTimeSchema,
});

/** An audit log entry. */
export const auditEntrySchema = z.object({
  /** Its id. */
  id: z.number(),
  /** Who acted. */
  actor: z.string(),
  /** What they did. */
  action: z.string(),
  /** On what kind of thing. */
  targetType: z.string().nullable(),
  /** On which. */
  targetId: z.string().nullable(),
  /** What changed. */
  details: z.record(z.string(), z.unknown()).nullable(),
  /** When. */
  createdAt: dateTimeSchema,
});

/** A message people sent: the contact form, help feedback, or mail the site sent. */
export const adminMessageSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("contact"), id: z.number(), name: z.string(), email: z.string(), subject: z.string(), message: z.string(), createdAt: dateTimeSchema }),
  z.object({
    kind: z.literal("feedback"),
    id: z.number(),
    message: z.string(),
    helpful: z.boolean().nullable(),
    page: z.string().nullable(),
    member: z.string().nullable(),
    createdAt: dateTimeSchema,
  }),
  z.object({
    kind: z.literal("mail"),
    id: z.number(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    /** kept (no SMTP_URL: the outbox is its place), pending (a try is due), sent, failed (every try failed). */
    status: z.enum(["kept", "pending", "sent", "failed"]),
    /** Tries so far, and the last one's error. */
    attempts: z.number(),
    lastError: z.string().nullable(),
    createdAt: dateTimeSchema,
  }),
]);

/** Pages of the admin lists. */
export const adminUserPageSchema = pageSchema(adminUserSchema);
export const adminContentPageSchema = pageSchema(adminContentItemSchema);
export const adminReportPageSchema = pageSchema(adminReportSchema);
export const auditPageSchema = pageSchema(auditEntrySchema);
export const adminMessagesPageSchema = pageSchema(adminMessageSchema);

/** GET /api/admin/system: a real round trip to the database. */
export const systemStatusSchema = z.object({
  /** Whether it answered, which kind it is, and how fast. */
  database: z.object({ connected: z.boolean(), kind: z.enum(["pglite", "postgres", "unknown"]), latencyMs: z.number() }),
  /** What System Backup produces on this database. */
  backup: z.enum(["pglite-data-dir", "json-export"]),
});

/** Result of POST /api/admin/cache/clear. */
export const clearCacheResultSchema = z.object({
  /** What was cleared. */
  cleared: z.array(z.string()),
  /** What to show. */
  message: z.string(),
});

/** Result of POST /api/admin/reset. */
export const resetResultSchema = z.object({
  /** Rows deleted per table. */
  deleted: z.record(z.string(), z.number()),
  /** What to show. */
  message: z.string(),
});

/** Result of POST /api/admin/upload/{logo,favicon}: where the file is served, and its type. */
export const brandingUploadSchema = z.object({
  /** The logo's or favicon's URL (the client reads `path`, spec 7). */
  path: z.string().nullable(),
  /** The stored type. */
  mimeType: z.string(),
});
