import { sql } from "drizzle-orm";
import { doublePrecision, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Member-made communities. Counters are kept on the row (docs/architecture.md, Data rules). */
export const spaces = pgTable(
  "spaces",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Null once the creator's account is gone; the space stays. */
    creatorId: uuid("creator_id").references(() => users.id, { onDelete: "set null" }),
    memberCount: integer("member_count").notNull().default(0),
    /** Posts in the space; 0 until posting to spaces exists. */
    postCount: integer("post_count").notNull().default(0),
    /** Average rating; null until someone rates the space. */
    rating: doublePrecision("rating"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    // Names are unique whatever their case.
    uniqueIndex("spaces_name_lower_key").on(sql`lower(${t.name})`),
    index("spaces_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("spaces_member_count_idx").on(t.memberCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** Who belongs to which space. */
export const spaceMembers = pgTable(
  "space_members",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    spaceId: integer("space_id")
      .notNull()
      .references(() => spaces.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.spaceId] }), index("space_members_space_idx").on(t.spaceId)],
);
