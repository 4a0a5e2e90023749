import { DEFAULT_CLOSE_VOTES_NEEDED, MAX_CLOSE_VOTES_NEEDED } from "@shared/close-votes";
import { DEFAULT_PRIVILEGE_PRESET, PRIVILEGE_PRESETS, type PrivilegeId } from "@shared/reputation";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { uploads } from "./content";
import { users } from "./users";

/**
 * The site's settings (spec section 3): exactly one row, id 1, created with the defaults on
 * first read. Typed columns rather than a key-value bag, so the database checks them too.
 */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: integer("id").primaryKey().default(1),
    siteName: text("site_name").notNull().default("Ponder"),
    siteDescription: text("site_description").notNull().default("Knowledge sharing platform"),
    allowRegistrations: boolean("allow_registrations").notNull().default(true),
    /** Off by default: this machine has no mail transport (docs/decisions/012-email-verification.md). */
    requireEmailVerification: boolean("require_email_verification").notNull().default(false),
    /** Staff (moderators and admins) must turn on two-factor sign-in before the admin API serves them. */
    requireStaffTwoFactor: boolean("require_staff_two_factor").notNull().default(false),
    /** Auto-moderation: new posts containing a blocked word are held for review. */
    moderationEnabled: boolean("moderation_enabled").notNull().default(true),
    /** The staging ground (issue 25): members' first questions wait for reviewers before everyone sees them. */
    stagingGround: boolean("staging_ground").notNull().default(false),
    maintenanceMode: boolean("maintenance_mode").notNull().default(false),
    theme: text("theme", { enum: ["default", "dark", "custom"] }).notNull().default("default"),
    /** The primary colour of the custom theme, `#rrggbb`. */
    primaryColor: text("primary_color"),
    /** Lower-cased words or phrases, matched as whole words. */
    blockedWords: jsonb("blocked_words").$type<string[]>().notNull().default([]),
    /** Privilege thresholds (issue 24): a preset, with an admin's own numbers over it. */
    privilegePreset: text("privilege_preset", { enum: PRIVILEGE_PRESETS }).notNull().default(DEFAULT_PRIVILEGE_PRESET),
    /** Members' votes that close or reopen a question (issue 25). */
    closeVotesNeeded: integer("close_votes_needed").notNull().default(DEFAULT_CLOSE_VOTES_NEEDED),
    privilegeThresholds: jsonb("privilege_thresholds").$type<Partial<Record<PrivilegeId, number>>>().notNull().default({}),
    logoUploadId: text("logo_upload_id").references(() => uploads.id, { onDelete: "set null" }),
    faviconUploadId: text("favicon_upload_id").references(() => uploads.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    check("site_settings_single_row", sql`${t.id} = 1`),
    check("site_settings_close_votes_needed", sql`${t.closeVotesNeeded} between 1 and ${sql.raw(String(MAX_CLOSE_VOTES_NEEDED))}`),
  ],
);

/**
 * Reports of content or members, and the system's own reports of posts held by
 * auto-moderation (reporter null). A member has at most one open report per target.
 */
export const reports = pgTable(
  "reports",
  {
    id: serial("id").primaryKey(),
    targetType: text("target_type", { enum: ["question", "answer", "comment", "user"] }).notNull(),
    /** A question, answer or comment id, or a member's uuid, as text. */
    targetId: text("target_id").notNull(),
    /** Null for the system's reports (held posts) and once the reporter's account is gone. */
    reporterId: uuid("reporter_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason", { enum: ["spam", "harassment", "misinformation", "inappropriate", "other", "blocked_words"] }).notNull(),
    details: text("details"),
    /** 3 high, 2 medium, 1 low; recomputed for the target's open reports when one arrives. */
    priority: smallint("priority").notNull().default(1),
    status: text("status", { enum: ["open", "resolved"] }).notNull().default("open"),
    resolution: text("resolution", { enum: ["approve", "remove"] }),
    resolvedById: uuid("resolved_by_id").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true, precision: 3 }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index("reports_queue_idx").on(t.status, t.priority.desc().nullsFirst(), t.createdAt, t.id),
    index("reports_target_idx").on(t.targetType, t.targetId, t.status),
    index("reports_resolved_at_idx").on(t.resolvedAt),
    uniqueIndex("reports_one_open_per_reporter_key")
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open' and ${t.reporterId} is not null`),
  ],
);

/** Every admin action: who, what, on what, when. Rows are only ever added. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** The actor's name at the time, so the entry still reads after their account is gone. */
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

/** Messages sent through the contact form. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

/** The help page's feedback box. */
export const feedback = pgTable(
  "feedback",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    message: text("message").notNull(),
    helpful: boolean("helpful"),
    page: text("page"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index("feedback_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

/**
 * Mail Ponder would send. The default transport only writes here (this machine has no
 * mail server); admins read it in the panel, and a real transport can be plugged in.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    /** The HTML part (every mail has one; null only on rows from before it existed). */
    html: text("html"),
    /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    /**
     * `kept`: no SMTP_URL, the outbox is where it goes; `pending`: waiting for (another try at)
     * SMTP; `sent`; `failed`: every try failed (the row stays, nothing is lost).
     */
    status: text("status", { enum: ["kept", "pending", "sent", "failed"] }).notNull().default("kept"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true, precision: 3 }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

/** Email verification links: the table keeps only the SHA-256 of the token. */
export const emailVerifications = pgTable(
  "email_verifications",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, precision: 3 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index("email_verifications_user_idx").on(t.userId)],
);
