import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { LOCALES } from "@shared/locales";

/** Members, staff and the accounts an OpenID Connect provider created. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lower-cased; null for the configured admin account and deleted members. */
    email: text("email"),
    /** Only staff accounts created from ADMIN_USERNAME have one. */
    username: text("username"),
    /** `scrypt$N$r$p$salt$hash`; null for accounts that sign in through OpenID Connect only. */
    passwordHash: text("password_hash"),
    oidcSubject: text("oidc_subject"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    bio: text("bio"),
    location: text("location"),
    website: text("website"),
    employment: text("employment"),
    education: text("education"),
    role: text("role", { enum: ["user", "moderator", "admin"] }).notNull().default("user"),
    status: text("status", { enum: ["active", "suspended", "deleted"] }).notNull().default("active"),
    onboardingCompleted: boolean("onboarding_completed").notNull().default(false),
    emailNotifications: boolean("email_notifications").notNull().default(true),
    pushNotifications: boolean("push_notifications").notNull().default(true),
    weeklyDigest: boolean("weekly_digest").notNull().default(true),
    /** When the member confirmed their email through a link; null until then. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true, precision: 3 }),
    profileVisibility: text("profile_visibility", { enum: ["public", "private"] }).notNull().default("public"),
    /** The interface language the member chose (issue 13); null until they choose one. Sign-in sets the locale cookie from it. */
    locale: text("locale", { enum: LOCALES }),
    /** Reputation (issue 24): kept in step with reputation_events in the transaction that moves it; never below 1. */
    reputation: integer("reputation").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_username_key").on(t.username),
    uniqueIndex("users_oidc_subject_key").on(t.oidcSubject),
    index("users_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id),
    index("users_status_idx").on(t.status).where(sql`${t.status} <> 'active'`),
    index("users_reputation_idx").on(t.reputation.desc(), t.id),
    /** The Autobiographer badge's sweep reads the members whose profile changed since its window began. */
    index("users_updated_at_idx").on(t.updatedAt),
    check("users_reputation_floor", sql`${t.reputation} >= 1`),
    check("users_locale_check", sql.raw(`"locale" in (${LOCALES.map((code) => `'${code}'`).join(", ")})`)),
  ],
);

/** Server-side sessions; the cookie carries a random token, the table keeps only its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** True for "remember me" sessions: their cookie outlives the browser. */
    persistent: boolean("persistent").notNull().default(false),
    expiresAt: timestamp("expires_at", { withTimezone: true, precision: 3 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    userAgent: text("user_agent"),
    ip: text("ip"),
    /** The id settings show and sign out by: never the token or its hash (the primary key). */
    publicId: uuid("public_id").notNull().defaultRandom(),
    /** The last request, written at most every few minutes (plugins/sessions.ts). */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index("sessions_user_id_idx").on(t.userId),
    index("sessions_expires_at_idx").on(t.expiresAt),
    uniqueIndex("sessions_public_id_key").on(t.publicId),
  ],
);
