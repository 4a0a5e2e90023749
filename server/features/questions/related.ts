import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { RelatedQuestion } from "@shared/questions";
import type { Db } from "../../db/client";
import { questions } from "../../db/schema/content";
import { EVERYONE, visibleQuestions } from "../../policy/visibility";

/** How many related questions a question page shows. */
export const RELATED_LIMIT = 5;

/** Candidates read per source before ranking: what bounds the work whatever the site's size. */
const ALL_WORDS_CANDIDATES = 50;
const ANY_WORD_CANDIDATES = 100;
const TOPIC_CANDIDATES = 30;
/**
 * What one shared topic adds to the text rank. ts_rank against the title's words joined by OR
 * gives about 0.06 / (words in the title) per shared word (0.015 each for a four-word title):
 * a shared topic weighs less than a shared word of a short title, and breaks ties between
 * equal text matches.
 */
const TOPIC_WEIGHT = 0.01;

const q = alias(questions, "q");
const published = visibleQuestions(EVERYONE, q)!;

/**
 * Questions related to this one (docs/decisions/025-question-threads.md): titles sharing its
 * words (PostgreSQL full text over questions_title_fts_idx), and questions in its topics,
 * ranked by the text rank plus a bonus per shared topic; never itself, and only what everyone
 * sees (the list is shared, like every list). The work is bounded at any size: three sets of
 * newest candidates, each read through an index with a LIMIT (titles with all of its words,
 * titles with any of them, the newest questions of each of its topics), then at most a
 * couple of hundred rows ranked.
 */
export async function listRelatedQuestions(db: Db, questionId: number): Promise<RelatedQuestion[]> {
  const result = await db.execute(relatedQuery(questionId));
  return (result as unknown as { rows: RelatedQuestion[] }).rows.map((row) => ({ id: row.id, title: row.title, answerCount: Number(row.answerCount) }));
}

/** The one query of listRelatedQuestions (exported so its plan can be read with EXPLAIN). */
export function relatedQuery(questionId: number): SQL {
  const vector = sql`to_tsvector('english', ${q.title})`;
  return sql`
    with me as (
      select plainto_tsquery('english', title) as all_words,
        -- The same lexemes joined by OR: plainto_tsquery only ever joins them with &.
        replace(plainto_tsquery('english', title)::text, ' & ', ' | ')::tsquery as any_word
      from questions where id = ${questionId}
    ),
    my_topics as (select topic_id from question_topics where question_id = ${questionId}),
    candidates as (
      (select q.id from questions q, me where ${vector} @@ me.all_words and q.id <> ${questionId} and ${published}
        order by q.id desc limit ${ALL_WORDS_CANDIDATES})
      union
      (select q.id from questions q, me where ${vector} @@ me.any_word and q.id <> ${questionId} and ${published}
        order by q.id desc limit ${ANY_WORD_CANDIDATES})
      union
      (select x.question_id from my_topics t cross join lateral (
        select question_id from question_topics where topic_id = t.topic_id and question_id <> ${questionId}
        order by question_id desc limit ${TOPIC_CANDIDATES}) x)
    )
    select q.id, q.title, q.answer_count as "answerCount"
    from candidates c join questions q on q.id = c.id, me
    where ${published}
    order by ts_rank(${vector}, me.any_word)
        + ${TOPIC_WEIGHT}::float8 * (select count(*) from question_topics s where s.question_id = q.id and s.topic_id in (select topic_id from my_topics)) desc,
      q.answer_count desc, q.id desc
    limit ${RELATED_LIMIT}`;
}
