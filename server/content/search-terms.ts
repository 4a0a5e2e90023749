import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";

// Search's vocabulary (issue 26, migration 0027's `search_terms`: every word of every question
// title and topic name, folded). A word no title or topic uses is read as the known words
// nearest to it (by edits, and by trigrams), so a typo still finds the word that was meant. Search
// (features/search) and the duplicate check (features/questions) both read near spellings here.

/** A query word no post uses is read as the known words at least this similar (pg_trgm, 0 to 1). */
export const TYPO_SIMILARITY = 0.45;
/** At most this many known words stand in for one unknown word. */
const TYPO_ALTERNATIVES = 3;
/**
 * At most this many words of one query or title are looked up as possible typos (each is a
 * probe of pg_trgm's index): a 60-word title of made-up words costs 12 probes, not 60.
 */
export const TYPO_WORDS_MAX = 12;
/** How many of the nearest known words (pg_trgm's index, similarity 0.3 or more) are weighed for one unknown word. */
const TYPO_CANDIDATES = 12;

/** Japanese, Chinese and Korean characters: such text is read as pairs of characters, never misspelt. */
const CJK = /[\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f]/u;

/** Only whole words of letters may be misspelt ones: not numbers, codes, CJK or very short words. */
const mayBeTypo = (word: string) => /^\p{L}{4,40}$/u.test(word) && !CJK.test(word);

/**
 * The typos a word of this length may hold and still be read as a known word: one in a word of
 * four or five letters ("blak", "bred"), two in a longer one ("replicaton", "vacines").
 */
export const typosAllowed = (length: number) => (length <= 5 ? 1 : 2);

/**
 * Edits between two words (optimal string alignment: a letter added, removed, changed, or two
 * neighbours swapped, each one edit), by code point; stops counting past `most`.
 */
export function editDistance(a: string, b: string, most = Infinity): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > most) return most + 1;
  let before: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > most) return most + 1;
    before = previous;
    previous = current;
  }
  return previous[t.length]!;
}

/**
 * For each word no title or topic name uses, the known words it was most likely meant as,
 * likeliest first: those within its typos allowed (fewest edits first), and those at least
 * TYPO_SIMILARITY alike by trigrams (a longer word with more changes, "postgress" for
 * "postgresql"). Trigram similarity alone misses short words: "blak" and "black" share 0.375.
 */
export async function nearWords(db: Db, words: string[]): Promise<Map<string, string[]>> {
  const candidates = [...new Set(words.filter(mayBeTypo))].slice(0, TYPO_WORDS_MAX);
  const near = new Map<string, string[]>();
  if (!candidates.length) return near;
  const rows = rowsOf<{ word: string; folded: string; term: string; likeness: number }>(
    await db.execute(sql`
      select q.word, ponder_fold(q.word) as folded, t.term, t.likeness
      from unnest(array[${sql.join(
        candidates.map((word) => sql`${word}`),
        sql`, `,
      )}]::text[]) with ordinality as q(word, n)
      cross join lateral (
        select s.term, similarity(s.term, ponder_fold(q.word)) as likeness from search_terms s
        where not exists (select 1 from search_terms known where known.term = ponder_fold(q.word))
          and s.term % ponder_fold(q.word)
        order by similarity(s.term, ponder_fold(q.word)) desc, s.term
        limit ${TYPO_CANDIDATES}
      ) t
      order by q.n, t.likeness desc, t.term`),
  );
  const weighed = new Map<string, { term: string; edits: number; likeness: number }[]>();
  for (const row of rows) {
    const allowed = typosAllowed([...row.folded].length);
    const edits = editDistance(row.folded, row.term, allowed);
    const likeness = Number(row.likeness);
    if (edits > allowed && likeness < TYPO_SIMILARITY) continue;
    weighed.set(row.word, [...(weighed.get(row.word) ?? []), { term: row.term, edits, likeness }]);
  }
  for (const [word, terms] of weighed) {
    terms.sort((a, b) => a.edits - b.edits || b.likeness - a.likeness || (a.term < b.term ? -1 : 1));
    near.set(word, terms.slice(0, TYPO_ALTERNATIVES).map((term) => term.term));
  }
  return near;
}
