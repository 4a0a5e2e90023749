import { pgTable, text } from "drizzle-orm/pg-core";

/**
 * Search's vocabulary (issue 26): every word of every question title and topic name, folded
 * (lower case, accents removed), kept by triggers as titles and names are written (migration
 * 0027). A searched word that is not in it is looked up here by trigram similarity, so a typo
 * still finds the word that was meant. Derived data: rebuilt from titles, never exported.
 */
export const searchTerms = pgTable("search_terms", {
  term: text("term").primaryKey(),
});
