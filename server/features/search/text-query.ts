import { sql, type SQL } from "drizzle-orm";
import type { SearchQuery } from "@shared/search-query";
import type { Db } from "../../db/client";
import { nearWords } from "../../content/search-terms";

/**
 * The words of a parsed search as tsqueries over migration 0027's `ponder_search`
 * configuration (English stems, accents folded, Japanese, Chinese and Korean as pairs of
 * characters). Member text only ever reaches SQL as a bound parameter.
 */
export interface TextQuery {
  /** What a post must match (its words, each or one of its near spellings, and its phrases); null when the query has no words. */
  match: SQL | null;
  /** What a post must not match (the minus words); null when none. */
  exclude: SQL | null;
  /** For each word the vocabulary did not know, the known words it was read as. */
  corrections: Map<string, string[]>;
}

/** Words, in order, as one tsquery phrase (a CJK run is its pairs, one after another). */
export const phrase = (text: string) => sql`phraseto_tsquery('public.ponder_search'::regconfig, ponder_search_text(${text}))`;

/** Builds the tsqueries of a parsed search, looking up near spellings of unknown words. */
export async function textQuery(db: Db, query: SearchQuery): Promise<TextQuery> {
  const corrections = await nearWords(db, query.words);
  const parts = [
    ...query.words.map((word) => {
      const alternatives = [phrase(word), ...(corrections.get(word) ?? []).map(phrase)];
      return alternatives.length === 1 ? alternatives[0]! : sql`(${sql.join(alternatives, sql` || `)})`;
    }),
    ...query.phrases.map(phrase),
  ];
  return {
    match: parts.length ? sql`(${sql.join(parts, sql` && `)})` : null,
    exclude: query.excluded.length ? sql`(${sql.join(query.excluded.map(phrase), sql` || `)})` : null,
    corrections,
  };
}
