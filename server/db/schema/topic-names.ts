import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { topics } from "./content";
import { users } from "./users";

/**
 * Other names of a topic (issue 25, point 5): "js" for JavaScript. The composer's suggestions,
 * search's `[name]` and the topic lists read a synonym as its topic. `folded` (lower case, accents
 * removed, migration 0027's ponder_fold) is unique, so two synonyms never fold alike; that no
 * synonym folds like a topic's name is checked under a lock by server/content/topic-names.ts.
 */
export const topicSynonyms = pgTable(
  "topic_synonyms",
  {
    id: serial("id").primaryKey(),
    topicId: integer("topic_id")
      .notNull()
      .references(() => topics.id, { onDelete: "cascade" }),
    /** As it was written. */
    name: text("name").notNull(),
    folded: text("folded")
      .notNull()
      .generatedAlwaysAs(sql`ponder_fold(name)`),
    /** Who added it; null once they are gone, or for a merge's old name. */
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("topic_synonyms_folded_key").on(t.folded), index("topic_synonyms_topic_idx").on(t.topicId)],
);

/**
 * A topic merged into another (POST /api/admin/topics/{id}/merge): its page and API answer 301
 * to the topic it became. Chains are kept short: merging B into C points A's row at C too.
 */
export const topicRedirects = pgTable(
  "topic_redirects",
  {
    /** The merged topic's id (its row is gone). */
    fromId: integer("from_id").primaryKey(),
    toId: integer("to_id")
      .notNull()
      .references(() => topics.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index("topic_redirects_to_idx").on(t.toId)],
);
