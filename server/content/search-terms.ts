import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";

// Search's vocabulary (issue 26, migration 0027's `search_terms`: every word of every question
// title and topic name, folded). A word no title or topic uses is read as the known words
// nearest to it by trigram similarity, so a typo still finds the word that was meant. Search
// (features/search) and the duplicate check (features/questions) both read near spellings here.

/** A query word no post uses is read as the known words at least this similar (pg_trgm, 0 to 1). */
export const TYPO_SIMILARITY = 0.45;
/** At most this many known words stand in for one unknown word. */
const TYPO_ALTERNATIVES = 3;

/** Japanese, Chinese and Korean characters: such text is read as pairs of characters, never misspelt. */
const CJK = /[\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f]/u;

/** Only whole words of letters may be misspelt ones: not numbers, codes, CJK or very short words. */
const mayBeTypo = (word: string) => /^\p{L}{4,40}$/u.test(word) && !CJK.test(word);

/** For each word no title or topic name uses, the known words nearest to it, nearest first. */
export async function nearWords(db: Db, words: string[]): Promise<Map<string, string[]>> {
  const candidates = [...new Set(words.filter(mayBeTypo))];
  const near = new Map<string, string[]>();
  if (!candidates.length) return near;
  const rows = rowsOf<{ word: string; term: string }>(
    await db.execute(sql`
      select q.word, t.term
      from unnest(array[${sql.join(
        candidates.map((word) => sql`${word}`),
        sql`, `,
      )}]::text[]) with ordinality as q(word, n)
      cross join lateral (
        select s.term, similarity(s.term, ponder_fold(q.word)) as likeness from search_terms s
        where not exists (select 1 from search_terms known where known.term = ponder_fold(q.word))
          and s.term % ponder_fold(q.word)
          and similarity(s.term, ponder_fold(q.word)) >= ${TYPO_SIMILARITY}
        order by similarity(s.term, ponder_fold(q.word)) desc, s.term
        limit ${TYPO_ALTERNATIVES}
      ) t
      order by q.n, t.likeness desc, t.term`),
  );
  for (const row of rows) near.set(row.word, [...(near.get(row.word) ?? []), row.term]);
  return near;
}
