import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Page } from "@shared/questions";
import {
  HIGHLIGHT_END,
  HIGHLIGHT_START,
  SEARCH_COUNT_CAP,
  type AnswerHit,
  type PersonHit,
  type QuestionHit,
  type SearchCounts,
  type TopicHit,
} from "@shared/search";
import type { Db } from "../../db/client";
import { answers, questions, topicFollows, topics } from "../../db/schema/content";
import { spaces } from "../../db/schema/spaces";
import { users } from "../../db/schema/users";
import { EVERYONE, visibleAnswers, visibleQuestions, type Viewer } from "../../policy/visibility";
import { key, keyAfter, keyset, pageOf } from "../../lib/keyset";
import { loadAuthors } from "../../content/authors";
import { presentAuthor } from "../../content/author.presenter";
import { loadQuestionSummaryData } from "../../content/question-summaries";
import { presentQuestionSummaries } from "../../content/question.presenter";
import { spaceMatches } from "../../content/spaces";

export interface SearchOptions {
  q: string;
  cursor?: string;
  limit: number;
  /** Who searches (their follows and abilities); null for visitors. */
  viewer: Viewer;
}

// Full text: the 'english' configuration is written into the SQL, not sent as a parameter, so
// the title expression is the one its GIN index is built on (questions_title_fts_idx).
const tsQuery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;
const titleVector = sql`to_tsvector('english', ${questions.title})`;
const questionBodyVector = sql`to_tsvector('english', ${questions.content})`;
const answerVector = sql`to_tsvector('english', ${answers.content})`;

/**
 * How far the search reaches. Titles (migration 0003), details and answers (0009) have
 * full-text indexes, so every post on the site can be found; ranking reads each candidate's
 * text, so a search ranks at most the newest CANDIDATES matches of each kind (titles, details,
 * answers). The bound keeps a search's cost fixed whatever the size of the site; a query that
 * matches more than that many posts finds the newest of them.
 */
export const SEARCH_REACH = { candidates: 1000 } as const;

/** Ids of the questions a search ranks: title or details match (both through their index). */
const questionCandidates = (q: string) => sql`(
  (select ${questions.id} from ${questions} where ${titleVector} @@ ${tsQuery(q)} order by ${questions.id} desc limit ${SEARCH_REACH.candidates})
  union
  (select ${questions.id} from ${questions} where ${questionBodyVector} @@ ${tsQuery(q)} order by ${questions.id} desc limit ${SEARCH_REACH.candidates})
)`;

/** Ids of the answers a search ranks (through answers_content_fts_idx). */
const answerCandidates = (q: string) => sql`(
  select ${answers.id} from ${answers} where ${answerVector} @@ ${tsQuery(q)} order by ${answers.id} desc limit ${SEARCH_REACH.candidates}
)`;

const questionMatches = (q: string) => sql`${questions.id} in ${questionCandidates(q)}`;
const answerMatches = (q: string) => sql`${answers.id} in ${answerCandidates(q)}`;

/** Title words weigh A, details B: a title hit outranks the same words in the details. */
const questionRank = (q: string) =>
  sql<number>`ts_rank(setweight(${titleVector}, 'A') || setweight(${questionBodyVector}, 'B'), ${tsQuery(q)})::float8`;
const answerRank = (q: string) => sql<number>`ts_rank(${answerVector}, ${tsQuery(q)})::float8`;

/** Only published posts are found (held ones wait for review, decision 011), by everyone. */
const publishedQuestion = visibleQuestions(EVERYONE);
const publishedAnswer = visibleAnswers(EVERYONE);

/** Keyset over (rank desc, id desc); rank is a float8, so it survives the JSON round trip exactly. */
const rankKeyset = keyset(key.float, key.id);
/** Topics by (followers desc, id desc). */
const topicKeyset = keyset(key.int(), key.id);
/** People by (lower-cased full name, id); a name is two names of 100 characters at most. */
const peopleKeyset = keyset(key.text(300), key.uuid);

function afterRank(rank: SQL, id: SQL | typeof questions.id | typeof answers.id, cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [lastRank, lastId] = rankKeyset.decode(cursor);
  return sql`(${rank} < ${lastRank}::float8 or (${rank} = ${lastRank}::float8 and ${id} < ${lastId}))`;
}

/** `text%` and `% text%` for ILIKE: the start of the whole text, or of any word in it. */
function wordPrefix(column: SQL | typeof topics.name, text: string): SQL {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return or(ilike(column, `${escaped}%`), ilike(column, `% ${escaped}%`))!;
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&#x27;": "'", "&nbsp;": " " };
/** Headlines are cut from sanitised HTML with the tags removed; its entities become characters. */
const decodeEntities = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);

const markers = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}`;
const TITLE_HEADLINE = `HighlightAll=true, ${markers}`;
const EXCERPT_HEADLINE = `MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … ", ${markers}`;
/** HTML to words for ts_headline: tags become spaces. */
const plainText = (column: typeof questions.content | typeof answers.content) => sql`regexp_replace(${column}, '<[^>]*>', ' ', 'g')`;

/**
 * Highlighted title and excerpt of a page of questions: ts_headline marks the same stemmed
 * words the search matched. Run for the page's rows only, since headlines are costly.
 */
async function questionHeadlines(db: Db, ids: number[], q: string): Promise<Map<number, QuestionHit["highlight"]>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: questions.id,
      title: sql<string>`ts_headline('english', ${questions.title}, ${tsQuery(q)}, ${TITLE_HEADLINE})`,
      excerpt: sql<string>`ts_headline('english', ${plainText(questions.content)}, ${tsQuery(q)}, ${EXCERPT_HEADLINE})`,
    })
    .from(questions)
    .where(inArray(questions.id, ids));
  return new Map(rows.map((row) => [row.id, { title: decodeEntities(row.title), excerpt: decodeEntities(row.excerpt.trim()) }]));
}

/** Questions by relevance (title over details), best first, as feed cards with highlights. */
export async function searchQuestions(db: Db, options: SearchOptions): Promise<Page<QuestionHit>> {
  const rank = questionRank(options.q);
  const rows = await db
    .select({ question: questions, rank: sql<number>`${rank}`.mapWith(Number) })
    .from(questions)
    .where(and(publishedQuestion, questionMatches(options.q), afterRank(rank, questions.id, options.cursor)))
    .orderBy(desc(rank), desc(questions.id))
    .limit(options.limit + 1);
  const { items: page, nextCursor } = pageOf(rows, options.limit, (last) => rankKeyset.encode(last.rank, last.question.id));
  const found = page.map((row) => row.question);
  const [data, headlines] = await Promise.all([
    loadQuestionSummaryData(db, found, options.viewer),
    questionHeadlines(
      db,
      page.map((row) => row.question.id),
      options.q,
    ),
  ]);
  return {
    items: presentQuestionSummaries(found, data, options.viewer).map((summary) => ({ ...summary, highlight: headlines.get(summary.id) ?? { title: summary.title, excerpt: "" } })),
    nextCursor,
  };
}

/** Answers by relevance, each with the title of its (published) question and a highlighted excerpt. */
export async function searchAnswers(db: Db, options: SearchOptions): Promise<Page<AnswerHit>> {
  const rank = answerRank(options.q);
  const rows = await db
    .select({
      id: answers.id,
      questionId: answers.questionId,
      questionTitle: questions.title,
      authorId: answers.authorId,
      upvoteCount: answers.upvoteCount,
      downvoteCount: answers.downvoteCount,
      commentCount: answers.commentCount,
      createdAt: answers.createdAt,
      rank: sql<number>`${rank}`.mapWith(Number),
    })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(and(publishedAnswer, answerMatches(options.q), afterRank(rank, answers.id, options.cursor)))
    .orderBy(desc(rank), desc(answers.id))
    .limit(options.limit + 1);
  const { items: page, nextCursor } = pageOf(rows, options.limit, (last) => rankKeyset.encode(last.rank, last.id));
  const ids = page.map((row) => row.id);
  const [authors, excerpts] = await Promise.all([
    loadAuthors(
      db,
      page.map((row) => row.authorId),
    ),
    ids.length
      ? db
          .select({ id: answers.id, excerpt: sql<string>`ts_headline('english', ${plainText(answers.content)}, ${tsQuery(options.q)}, ${EXCERPT_HEADLINE})` })
          .from(answers)
          .where(inArray(answers.id, ids))
      : [],
  ]);
  const excerptById = new Map(excerpts.map((row) => [row.id, decodeEntities(row.excerpt.trim())]));
  return {
    items: page.map((row) => ({
      id: row.id,
      questionId: row.questionId,
      questionTitle: row.questionTitle,
      excerpt: excerptById.get(row.id) ?? "",
      author: presentAuthor(row.authorId ? authors.get(row.authorId) : undefined),
      upvoteCount: row.upvoteCount,
      downvoteCount: row.downvoteCount,
      commentCount: row.commentCount,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor,
  };
}

/** Topics whose name (or a word of it) starts with the query, most followed first. */
export async function searchTopics(db: Db, options: SearchOptions): Promise<Page<TopicHit>> {
  let after: SQL | undefined;
  if (options.cursor) {
    after = keyAfter([topics.followerCount, topics.id], topicKeyset.decode(options.cursor));
  }
  const rows = await db
    .select()
    .from(topics)
    .where(and(wordPrefix(topics.name, options.q), after))
    .orderBy(desc(topics.followerCount), desc(topics.id))
    .limit(options.limit + 1);
  const { items: page, nextCursor } = pageOf(rows, options.limit, (last) => topicKeyset.encode(last.followerCount, last.id));
  const followed =
    options.viewer && page.length
      ? await db
          .select({ topicId: topicFollows.topicId })
          .from(topicFollows)
          .where(
            and(
              eq(topicFollows.userId, options.viewer.id),
              inArray(
                topicFollows.topicId,
                page.map((row) => row.id),
              ),
            ),
          )
      : [];
  const following = new Set(followed.map((row) => row.topicId));
  return {
    items: page.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      followerCount: row.followerCount,
      questionCount: row.questionCount,
      isFollowing: following.has(row.id),
    })),
    nextCursor,
  };
}

const fullName = sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`;
const sortName = sql`lower(${fullName})`;

/**
 * Active members whose full name (or a word of it) starts with the query, by name. Only
 * public fields leave: never an email, and a private profile's bio stays private.
 */
export async function searchPeople(db: Db, options: SearchOptions): Promise<Page<PersonHit>> {
  let after: SQL | undefined;
  if (options.cursor) {
    const [name, id] = peopleKeyset.decode(options.cursor);
    after = sql`(${sortName} > ${name} or (${sortName} = ${name} and ${users.id} > ${id}))`;
  }
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      bio: users.bio,
      employment: users.employment,
      profileVisibility: users.profileVisibility,
      sortName: sql<string>`${sortName}`,
    })
    .from(users)
    .where(and(eq(users.status, "active"), wordPrefix(fullName, options.q), after))
    .orderBy(asc(sortName), asc(users.id))
    .limit(options.limit + 1);
  const { items: page, nextCursor } = pageOf(rows, options.limit, (last) => peopleKeyset.encode(last.sortName, last.id));
  return {
    items: page.map((row) => ({
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      profileImageUrl: row.profileImageUrl,
      subtitle: (row.profileVisibility === "public" ? row.bio : null) || row.employment || null,
    })),
    nextCursor,
  };
}

/**
 * How many of each kind match, counting at most SEARCH_COUNT_CAP of each (the tabs show
 * "1000+"), in one statement.
 */
export async function countMatches(db: Db, q: string): Promise<SearchCounts> {
  const capped = (from: SQL) => sql`(select count(*) from (${from} limit ${SEARCH_COUNT_CAP}) as matched)`;
  const result = await db.execute(sql`select
    ${capped(sql`select 1 from ${questions} where ${publishedQuestion} and ${questionMatches(q)}`)} as questions,
    ${capped(sql`select 1 from ${answers} inner join ${questions} on ${questions.id} = ${answers.questionId} where ${publishedAnswer} and ${answerMatches(q)}`)} as answers,
    ${capped(sql`select 1 from ${topics} where ${wordPrefix(topics.name, q)}`)} as topics,
    ${capped(sql`select 1 from ${users} where ${users.status} = 'active' and ${wordPrefix(fullName, q)}`)} as people,
    ${capped(sql`select 1 from ${spaces} where ${spaceMatches(q)}`)} as spaces`);
  const row = (result as unknown as { rows: Record<keyof SearchCounts, unknown>[] }).rows[0]!;
  return {
    questions: Number(row.questions),
    answers: Number(row.answers),
    topics: Number(row.topics),
    people: Number(row.people),
    spaces: Number(row.spaces),
  };
}
