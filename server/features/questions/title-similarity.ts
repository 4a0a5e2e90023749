import { sql, type SQL } from "drizzle-orm";

/**
 * How alike two titles must be for a related question or a duplicate suggestion (issue 23,
 * point 5: only strong matches). The measure is the Dice coefficient of the titles' meaningful
 * words (PostgreSQL's English lexemes: stop words dropped, "sorting" and "sort" one word):
 * twice the shared words over both titles' words together. 0.5 keeps "How do I sort a list of
 * numbers in Python?" and "Sorting a Python list of numbers in reverse" (0.89) or "What is a
 * Python list comprehension?" (0.57), and leaves out "Why is Python so slow?" (0.33): one word
 * in common is not the same question.
 */
export const STRONG_MATCH = 0.5;

/**
 * A title's distinct lexemes as search reads them (migration 0027: English stems, accents
 * folded, Japanese, Chinese and Korean as pairs of characters, so two CJK titles share words),
 * as a text[] (the SQL of `title`, a column or a parameter).
 */
export function titleLexemes(title: SQL): SQL {
  return sql`tsvector_to_array(ponder_search_vector(${title}))`;
}

/**
 * The Dice coefficient of two lexeme arrays (`titleLexemes`), 0 to 1; 0 when neither has a
 * meaningful word.
 */
export function titleSimilarity(mine: SQL, theirs: SQL): SQL<number> {
  return sql<number>`(2.0 * (select count(*) from unnest(${theirs}) w where w = any(${mine})))
    / greatest(cardinality(${mine}) + cardinality(${theirs}), 1)`;
}
