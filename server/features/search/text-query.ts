import { sql, type SQL } from "drizzle-orm";
import type { SearchQuery } from "@shared/search-query";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";

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

/** A query word no post uses is read as the known words at least this similar (pg_trgm, 0 to 1). */
export const TYPO_SIMILARITY = 0.45;
/** At most this many known words stand in for one unknown word. */
const TYPO_ALTERNATIVES = 3;

const CJK = /[\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f]/u;

/** Words, in order, as one tsquery phrase (a CJK run is its pairs, one after another). */
export const phrase = (text: string) => sql`phraseto_tsquery('public.ponder_search'::regconfig, ponder_search_text(${text}))`;

/** Only whole words of letters may be misspelt ones: not numbers, codes, CJK or very short words. */
const mayBeTypo = (word: string) => /^\p{L}{4,40}$/u.test(word) && !CJK.test(word);

/** For each word no title or topic name uses, the known words nearest to it. */
async function nearWords(db: Db, words: string[]): Promise<Map<string, string[]>> {
  const candidates = [...new Set(words.filter(mayBeTypo))];
  const near = new Map<string, string[]>();
  if (!candidates.length) return near;
  const rows = rowsOf<{ word: string; term: string }>(
    await db.execute(sql`
      select q.word, t.term
      from unnest(array[${sql.join(
        candidates.map((word) => sql`${word}`),
        sql`, `,
      )}]::text[]) as q(word)
      cross join lateral (
        select s.term from search_terms s
        where not exists (select 1 from search_terms known where known.term = ponder_fold(q.word))
          and s.term % ponder_fold(q.word)
          and similarity(s.term, ponder_fold(q.word)) >= ${TYPO_SIMILARITY}
        order by similarity(s.term, ponder_fold(q.word)) desc, s.term
        limit ${TYPO_ALTERNATIVES}
      ) t`),
  );
  for (const row of rows) near.set(row.word, [...(near.get(row.word) ?? []), row.term]);
  return near;
}

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
