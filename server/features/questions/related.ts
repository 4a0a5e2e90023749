import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { RelatedQuestion } from "@shared/questions";
import type { Db } from "../../db/client";
import { questions } from "../../db/schema/content";
import { EVERYONE, visibleQuestions } from "../../policy/visibility";
import { STRONG_MATCH, titleLexemes, titleSimilarity } from "./title-similarity";

/** How many related questions a question page shows. */
export const RELATED_LIMIT = 5;

/** Title words looked up, each for its newest matches: what bounds the work whatever the site's size. */
const WORDS = 8;
const PER_WORD_CANDIDATES = 20;
const PER_TOPIC_CANDIDATES = 30;
/**
 * What one shared topic adds to the title similarity when ranking: it breaks ties between
 * equally alike titles, and never lets a question in on its own (only strong title matches are
 * related, title-similarity.ts).
 */
const TOPIC_WEIGHT = 0.01;

const q = alias(questions, "q");
const published = visibleQuestions(EVERYONE, q)!;

/** The distinct words of a title worth looking up (letters and digits, three or more), at most WORDS of them. */
export function titleWords(title: string): string[] {
  return [...new Set(title.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [])].slice(0, WORDS);
}

/**
 * Questions related to this one (docs/decisions/025-question-threads.md): titles sharing its
 * words (PostgreSQL full text over questions_title_fts_idx), and questions in its topics, kept
 * only when their titles are strong matches (STRONG_MATCH, issue 23) and ranked by that
 * similarity plus a little per shared topic; closed ones are marked. Never itself, and only what
 * everyone sees (the list is shared, like every list).
 */
export async function listRelatedQuestions(db: Db, question: { id: number; title: string }): Promise<RelatedQuestion[]> {
  const result = await db.execute(relatedQuery(question));
  return (result as unknown as { rows: RelatedQuestion[] }).rows.map((row) => ({ id: row.id, title: row.title, answerCount: Number(row.answerCount), closed: row.closed }));
}

/**
 * The one query of listRelatedQuestions (exported so its plan can be read with EXPLAIN). The
 * work is bounded at any size: each title word's newest matches (one lookup per word, its
 * tsquery a constant the planner sees, so a rare word is read from the GIN index and a common
 * one by walking the newest questions until enough match), and each topic's newest questions
 * (question_topics_topic_idx); then at most a couple of hundred rows are compared and ranked.
 */
export function relatedQuery(question: { id: number; title: string }): SQL {
  const vector = sql`to_tsvector('english', ${q.title})`;
  const byWord = titleWords(question.title).map(
    (word) => sql`(select q.id from questions q where ${vector} @@ plainto_tsquery('english', ${word}) and q.id <> ${question.id} and ${published}
      order by q.id desc limit ${PER_WORD_CANDIDATES})`,
  );
  const byTopic = sql`(select x.question_id from my_topics t cross join lateral (
      select question_id from question_topics where topic_id = t.topic_id and question_id <> ${question.id}
      order by question_id desc limit ${PER_TOPIC_CANDIDATES}) x)`;
  const similarity = titleSimilarity(sql`me.words`, titleLexemes(sql`q.title`));
  return sql`
    with my_topics as (select topic_id from question_topics where question_id = ${question.id}),
    me as (select ${titleLexemes(sql`${question.title}::text`)} as words),
    candidates as (${sql.join([...byWord, byTopic], sql` union `)}),
    scored as (
      select q.id, q.title, q.answer_count, q.closed_reason, ${similarity} as similarity
      from candidates c join questions q on q.id = c.id, me
      where ${published}
    )
    select q.id, q.title, q.answer_count as "answerCount", q.closed_reason is not null as closed
    from scored q
    where q.similarity >= ${STRONG_MATCH}
    order by q.similarity
        + ${TOPIC_WEIGHT}::float8 * (select count(*) from question_topics s where s.question_id = q.id and s.topic_id in (select topic_id from my_topics)) desc,
      q.answer_count desc, q.id desc
    limit ${RELATED_LIMIT}`;
}
