import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { questions } from "./content";
import { users } from "./users";

/**
 * Counted views per question per day (UTC), so content stats and monetization can ask
 * "views in the last 7/30/90/365 days" (question_views keeps only each visitor's last view).
 */
export const questionViewDays = pgTable(
  "question_view_days",
  {
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.day] }), index("question_view_days_day_idx").on(t.day)],
);

/** Ad campaigns members create at /ads/create (spec 3, Ad form). */
export const adCampaigns = pgTable(
  "ad_campaigns",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    type: text("type", { enum: ["promoted-question", "promoted-answer", "banner", "sponsored-content"] }).notNull(),
    /** Daily budget in cents. */
    dailyBudgetCents: integer("daily_budget_cents").notNull(),
    duration: text("duration", { enum: ["1-week", "2-weeks", "1-month", "3-months", "ongoing"] }).notNull(),
    targetAudience: text("target_audience", { enum: ["developers", "designers", "entrepreneurs", "students", "professionals", "all"] }).notNull(),
    keywords: text("keywords").array().notNull().default(sql`'{}'::text[]`),
    imageUrl: text("image_url"),
    /** Where a click goes (https); null sends readers to the advertiser's profile. */
    targetUrl: text("target_url"),
    status: text("status", { enum: ["active", "paused"] }).notNull().default("active"),
    /** Null for "ongoing". */
    endsAt: timestamp("ends_at", { withTimezone: true, precision: 3 }),
    impressions: integer("impressions").notNull().default(0),
    clicks: integer("clicks").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index("ad_campaigns_user_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    index("ad_campaigns_active_idx").on(t.id).where(sql`${t.status} = 'active'`),
  ],
);

/**
 * The impression a viewer was last served of a campaign: counted once per viewer per counting
 * window (lib/viewer.ts), with the token a click must bring back. A click counts once per
 * token; serving the same ad again inside the window gives the same token and counts nothing.
 */
export const adImpressions = pgTable(
  "ad_impressions",
  {
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => adCampaigns.id, { onDelete: "cascade" }),
    /** `u:<member id>`, or a hash of a visitor's address block (lib/viewer.ts). */
    viewerKey: text("viewer_key").notNull(),
    /** Random, handed out with the ad; a click without the current one is not counted. */
    token: text("token").notNull(),
    servedAt: timestamp("served_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** When the token was spent on a counted click; null until then. */
    clickedAt: timestamp("clicked_at", { withTimezone: true, precision: 3 }),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.viewerKey] }), uniqueIndex("ad_impressions_token_idx").on(t.token)],
);

/** Earning streams a member has joined at /monetization (partner, plus-share, sponsored, tips). */
export const monetizationEnrollments = pgTable(
  "monetization_enrollments",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stream: text("stream", { enum: ["partner-program", "plus-revenue-share", "sponsored-content", "tip-jar"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.stream] })],
);

/** Language preferences (/languages); a member without a row has the defaults. */
export const languagePreferences = pgTable("language_preferences", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Language codes the member reads, in their order; the spec's default is en and es. */
  languages: text("languages").array().notNull().default(sql`'{en,es}'::text[]`),
  autoTranslate: boolean("auto_translate").notNull().default(true),
  showOriginal: boolean("show_original").notNull().default(false),
  languageDetection: boolean("language_detection").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});
