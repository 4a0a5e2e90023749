import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { SearchQuery } from "@shared/search-query";
import type { Page } from "@shared/questions";
import {
  HIGHLIGHT_END,
  HIGHLIGHT_START,
  SEARCH_COUNT_CAP,
  type SearchSort,
  type AnswerHit,
  type PersonHit,
  type QuestionHit,
  type SearchCounts,
  type TopicHit,
} from "@shared/search";
import type { Db } from "../../db/client";
import { answers, comments, questions, questionTopics, topicFollows, topics } from "../../db/schema/content";
import { rowsOf } from "../../db/rows";
import { topicNamed } from "../../content/topic-names";
import { spaces } from "../../db/schema/spaces";
import { users } from "../../db/schema/users";
import { EVERYONE, visibleAnswers, visibleComments, visibleQuestions, type Viewer } from "../../policy/visibility";
import { key, keyAfter, keyset, pageOf } from "../../lib/keyset";
import { loadAuthors } from "../../content/authors";
import { presentAuthor } from "../../content/author.presenter";
import { loadQuestionSummaryData } from "../../content/question-summaries";
import { presentQuestionSummaries } from "../../content/question.presenter";
import { spaceMatches } from "../../content/spaces";
import type { TextQuery } from "./text-query";

export interface SearchOptions {
  /** The query's plain words, for the kinds found by name (topics, people, spaces). */
  q: string;
  /** The whole query, read (words, phrases, operators). */
  query: SearchQuery;
  /** Its words as tsqueries (see text-query.ts). */
  text: TextQuery;
  sort: SearchSort;
  cursor?: string;
  limit: number;
  /** Who searches (their follows and abilities); null for visitors. */
  viewer: Viewer;
  /** Where each kind's newest window starts (newestIds). */
  newest: NewestIds;
}

/**
 * How far the search reaches. Questions (title and details together), answers and comments
 * have full-text indexes (migration 0027), so every post on the site can be found; ranking
 * reads each candidate's text, so a search ranks at most the newest CANDIDATES matches of each
 * kind. The bound keeps a search's cost fixed whatever the size of the site; a query that
 * matches more than that many posts finds the newest of them.
 */
export const SEARCH_REACH = { candidates: 1000 } as const;

/**
 * The windows of newest ids a search reads matches from, as multiples of the reach: the newest
 * 32,000 ids first (reach 1,000), then the 96,000 before them, then everything older. A common
 * word's matches are many (50,000 of a million questions), and reading them all to keep the
 * newest thousand visits every one of them (p50 166-182 ms for the bench's searches at a
 * million questions on PostgreSQL); window by window, the search stops at the first window
 * that completes its thousand (p50 38-45 ms, docs/performance.md). Four times wider each time:
 * a word of middling frequency finds its thousand in the second window, and every window's
 * range costs a read of the primary key (a few ms for the second), which a rare word pays in
 * full before the last window finds its few matches.
 */
const WINDOWS = [32, 128] as const;

/** The highest id of each kind a search reads (see newestMatching). */
export interface NewestIds {
  questions: number;
  answers: number;
  comments: number;
}

/** How long a process keeps the highest ids before asking again. */
const NEWEST_IDS_MS = 10_000;
const newestIdsCache = new WeakMap<Db, { ids: NewestIds; at: number }>();

/**
 * The highest id of questions, answers and comments, kept for a few seconds. Any value gives
 * the same results (the newest window has no upper bound, so posts made since are in it); an
 * older one only makes that window a little wider.
 */
export async function newestIds(db: Db): Promise<NewestIds> {
  const kept = newestIdsCache.get(db);
  if (kept && Date.now() - kept.at < NEWEST_IDS_MS) return kept.ids;
  const [row] = rowsOf<Record<keyof NewestIds, number | null>>(
    await db.execute(sql`select (select max(${questions.id}) from ${questions}) as questions, (select max(${answers.id}) from ${answers}) as answers, (select max(${comments.id}) from ${comments}) as comments`),
  );
  const ids = { questions: Number(row?.questions ?? 0), answers: Number(row?.answers ?? 0), comments: Number(row?.comments ?? 0) };
  newestIdsCache.set(db, { ids, at: Date.now() });
  return ids;
}

/**
 * The newest `reach` rows of `table` whose `vector` matches `match` (and that meet `also`),
 * newest first, as a parenthesised SELECT of `columns` (for UNION ALL or IN). Each window is a
 * branch of one UNION ALL under a LIMIT, and PostgreSQL runs the branches in order and stops
 * once the limit is reached, so an older window is read only when the newer ones hold too few
 * matches. The windows are counted back from `newest` (the table's highest id, or near it)
 * and cover every id whatever its value: the first has no upper bound, the last no lower one.
 * The full-text index finds a word's matches and the primary key a window's ids, and
 * PostgreSQL visits only the rows in both (a bitmap AND), so a window costs visits to its own
 * matches.
 */
export function newestMatching(
  table: typeof questions | typeof answers | typeof comments,
  columns: SQL,
  matching: { vector: SQL; match: SQL; also?: SQL },
  reach: number,
  newest: number,
): SQL {
  // The words as a value the planner cannot see (a subquery run once): it guesses the matches
  // of several words as if they were unrelated (142 questions for "plate tectonics everyday
  // life", 8,420 hold it), and with so few expected it reads a window as every match with the
  // ids as a filter; unseen, it plans for its default share of rows and narrows by the ids first.
  const condition = sql`${matching.vector} @@ (select ${matching.match})${matching.also ? sql` and ${matching.also}` : sql``}`;
  const bounds = WINDOWS.map((factor) => newest - factor * reach);
  const windows = [...bounds, null].map((above, index) => {
    const newer = index > 0 ? sql` and ${table.id} <= ${bounds[index - 1]!}` : sql``;
    const older = above === null ? sql`` : sql` and ${table.id} > ${above}`;
    return sql`(select ${columns} from ${table} where ${condition}${older}${newer} order by ${table.id} desc limit ${reach})`;
  });
  return sql`(select * from (${sql.join(windows, sql` union all `)}) as newest limit ${reach})`;
}

/**
 * Runs one search statement with no parallel workers (for that statement only: the
 * transaction's own setting). A window that finds few matches is planned over a large share of
 * its table, and workers cost more to start (35 ms measured at a million answers) than the few
 * rows they read. PGlite has no workers and takes the same setting.
 */
async function serially(db: Db, statement: SQL): Promise<unknown> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('max_parallel_workers_per_gather', '0', true)`);
    return tx.execute(statement);
  });
}

/** How much a hit in each place weighs against one in a question's title or details (ts_rank weighs title A over details B). */
const WEIGHT = { answer: 0.3, comment: 0.15 } as const;

// Each row's vector, kept by PostgreSQL (migration 0027's stored generated columns, outside the
// drizzle schema so no query of the app reads them by accident).
const questionVector = sql.raw(`"questions"."search_vector"`);
const answerVector = sql.raw(`"answers"."search_vector"`);
const commentVector = sql.raw(`"comments"."search_vector"`);
const questionScore = sql`(${questions.upvoteCount} - ${questions.downvoteCount})`;
const answerScore = sql`(${answers.upvoteCount} - ${answers.downvoteCount})`;
const CONFIG = sql`'public.ponder_search'::regconfig`;

/** Only published posts are found (held ones wait for review, decision 011), by everyone. */
const publishedQuestion = visibleQuestions(EVERYONE)!;
const publishedAnswer = visibleAnswers(EVERYONE)!;
const publishedComment = visibleComments(EVERYONE)!;

/** Keyset over (sort key desc, id desc); the key is a float8, so it survives the JSON round trip exactly. */
const rankKeyset = keyset(key.float, key.id);
/** Topics by (followers desc, id desc). */
const topicKeyset = keyset(key.int(), key.id);
/** People by (lower-cased full name, id); a name is two names of 100 characters at most. */
const peopleKeyset = keyset(key.text(300), key.uuid);

/** Better answered and better voted posts rise among equally relevant ones. */
const boost = (score: SQL, accepted: SQL) => sql`(1 + ln(1 + greatest(${score}, 0)) / 10) * (case when ${accepted} then 1.1 else 1 end)`;

function afterKey(sortKey: SQL, id: SQL | typeof questions.id | typeof answers.id, cursor: string | undefined): SQL {
  if (!cursor) return sql`true`;
  const [lastKey, lastId] = rankKeyset.decode(cursor);
  return sql`((${sortKey}) < ${lastKey}::float8 or ((${sortKey}) = ${lastKey}::float8 and ${id} < ${lastId}))`;
}

/** The sort key of a result: its relevance, its age or its score, as a float8. */
function sortKeyOf(sort: SearchSort, relevance: SQL, createdAt: typeof questions.createdAt | typeof answers.createdAt, score: SQL): SQL {
  if (sort === "newest") return sql`extract(epoch from ${createdAt})::float8`;
  if (sort === "votes") return sql`(${score})::float8`;
  return sql`(${relevance})::float8`;
}

/** The member `user:` names: an id, or the viewer for `user:me` (no one, for a visitor). */
function authorCondition(column: typeof questions.authorId | typeof answers.authorId, options: SearchOptions): SQL | undefined {
  const { user } = options.query;
  if (user === null) return undefined;
  const id = user === "me" ? options.viewer?.id : user;
  return id ? sql`${column} = ${id}::uuid` : sql`false`;
}

/** The operators that are about a question (for an answer: about the question it answers). */
function questionConditions(query: SearchQuery): SQL[] {
  const conditions: SQL[] = [];
  for (const name of query.topics) {
    // By the topic's name or a synonym of it (issue 25.5), case and accents aside.
    conditions.push(sql`exists (select 1 from ${questionTopics} where ${questionTopics.questionId} = ${questions.id} and ${topicNamed(questionTopics.topicId, name)})`);
  }
  if (query.answers !== null) conditions.push(query.answers === 0 ? sql`${questions.answerCount} = 0` : sql`${questions.answerCount} >= ${query.answers}`);
  if (query.hasAccepted !== null) conditions.push(query.hasAccepted ? sql`${questions.acceptedAnswerId} is not null` : sql`${questions.acceptedAnswerId} is null`);
  if (query.closed !== null) conditions.push(query.closed ? sql`${questions.closedReason} is not null` : sql`${questions.closedReason} is null`);
  return conditions;
}

function createdCondition(column: typeof questions.createdAt | typeof answers.createdAt, query: SearchQuery): SQL | undefined {
  if (!query.created) return undefined;
  return sql`${column} >= ${query.created.from}::timestamptz and ${column} < ${query.created.to}::timestamptz`;
}

const all = (conditions: (SQL | undefined)[]) => sql.join(conditions.filter((condition): condition is SQL => condition !== undefined), sql` and `);

/** Where each question found was matched: the question itself, one of its answers, or a comment. */
type Via = "question" | "answer" | "comment";

/**
 * The questions a search finds, with their relevance and where they matched: the question's
 * own words (title over details), else its best answer's, else a comment's, each kind through
 * its index and bounded by SEARCH_REACH.
 */
function questionMatches(match: SQL, newest: NewestIds): SQL {
  const reach = SEARCH_REACH.candidates;
  return sql`(
    select distinct on (m.question_id) m.question_id, m.relevance, m.via, m.answer_id
    from (
      ${newestMatching(questions, sql`${questions.id} as question_id, ts_rank(${questionVector}, ${match})::float8 as relevance, 'question' as via, null::int as answer_id`, { vector: questionVector, match }, reach, newest.questions)}
      union all
      ${newestMatching(answers, sql`${answers.questionId}, ts_rank(${answerVector}, ${match})::float8 * ${WEIGHT.answer}, 'answer', ${answers.id}`, { vector: answerVector, match, also: publishedAnswer }, reach, newest.answers)}
      union all
      ${newestMatching(comments, sql`${comments.questionId}, ts_rank(${commentVector}, ${match})::float8 * ${WEIGHT.comment}, 'comment', ${comments.answerId}`, { vector: commentVector, match, also: publishedComment }, reach, newest.comments)}
    ) m
    order by m.question_id, m.relevance desc
  )`;
}

/** The questions a search finds, as SQL selecting (id, sort key, via, answer id), filtered by its operators. */
function questionResults(options: SearchOptions): { from: SQL; where: SQL; sortKey: SQL } | null {
  const { query, text } = options;
  if (query.is === "answer") return null;
  const relevance = text.match ? sql`found.relevance * ${boost(questionScore, sql`${questions.acceptedAnswerId} is not null`)}` : sql`0`;
  const where = all([
    publishedQuestion,
    ...questionConditions(query),
    authorCondition(questions.authorId, options),
    query.score === null ? undefined : sql`${questionScore} >= ${query.score}`,
    createdCondition(questions.createdAt, query),
    text.exclude ? sql`not (${questionVector} @@ ${text.exclude})` : undefined,
  ]);
  // Without words, the operators alone pick the newest SEARCH_REACH matches (the inner query's
  // "questions" is its own), so sorting by votes never sorts the whole table.
  const from = text.match
    ? sql`${questions} join ${questionMatches(text.match, options.newest)} as found on found.question_id = ${questions.id}`
    : sql`${questions} join (select ${questions.id} as question_id, 'question'::text as via, null::int as answer_id from ${questions} where ${where} order by ${questions.id} desc limit ${SEARCH_REACH.candidates}) as found on found.question_id = ${questions.id}`;
  return { from, where, sortKey: sortKeyOf(options.sort, relevance, questions.createdAt, questionScore) };
}

/** The answers a search finds, as SQL over answers joined to their questions. */
function answerResults(options: SearchOptions): { from: SQL; where: SQL; sortKey: SQL } | null {
  const { query, text } = options;
  if (query.is === "question") return null;
  const relevance = text.match ? sql`ts_rank(${answerVector}, ${text.match}) * ${boost(answerScore, sql`${questions.acceptedAnswerId} = ${answers.id}`)}` : sql`0`;
  const where = all([
    publishedAnswer,
    text.match ? sql`${answers.id} in ${newestMatching(answers, sql`${answers.id}`, { vector: answerVector, match: text.match }, SEARCH_REACH.candidates, options.newest.answers)}` : undefined,
    ...questionConditions(query),
    authorCondition(answers.authorId, options),
    query.score === null ? undefined : sql`${answerScore} >= ${query.score}`,
    createdCondition(answers.createdAt, query),
    text.exclude ? sql`not (${answerVector} @@ ${text.exclude})` : undefined,
  ]);
  const from = sql`${answers} join ${questions} on ${questions.id} = ${answers.questionId}`;
  // Without words, the newest SEARCH_REACH answers the operators pick, as for questions.
  const bounded = text.match ? where : sql`${answers.id} in (select ${answers.id} from ${from} where ${where} order by ${answers.id} desc limit ${SEARCH_REACH.candidates})`;
  return { from, where: bounded, sortKey: sortKeyOf(options.sort, relevance, answers.createdAt, answerScore) };
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
/** The first characters of a post, when a search has no words to cut an excerpt around. */
const PLAIN_EXCERPT = 200;
/** HTML to words for ts_headline: tags become spaces. */
const plainText = (column: typeof questions.content | typeof answers.content) => sql`regexp_replace(${column}, '<[^>]*>', ' ', 'g')`;
/** A post's text as one line (tags and runs of spaces as one space): what an excerpt is cut from. */
const oneLine = (column: typeof questions.content | typeof answers.content) => sql`btrim(regexp_replace(${plainText(column)}, '[[:space:]]+', ' ', 'g'))`;

/** An excerpt of `column` around the matched words, or its start. */
const excerptOf = (column: typeof questions.content | typeof answers.content, match: SQL | null) =>
  match ? sql<string>`ts_headline(${CONFIG}, ${plainText(column)}, ${match}, ${EXCERPT_HEADLINE})` : sql<string>`left(${oneLine(column)}, ${PLAIN_EXCERPT})`;

/** An excerpt of `column` (see excerptOf), with the text's opening and ending beside it for `excerptText`. */
const excerptColumns = (column: typeof questions.content | typeof answers.content, match: SQL | null) => ({
  excerpt: excerptOf(column, match),
  opening: sql<string>`left(${oneLine(column)}, 120)`,
  ending: sql<string>`right(${oneLine(column)}, 120)`,
});

const MARKERS = new RegExp(`[${HIGHLIGHT_START}${HIGHLIGHT_END}]`, "g");
const wordsOf = (text: string) => decodeEntities(text.replace(MARKERS, "")).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
const sameWords = (a: string[], b: string[]) => a.length === b.length && a.every((word, i) => word === b[i]);

/**
 * An excerpt as the reader gets it: entities as characters, and "…" where it starts after the
 * text's first words or stops before its last (ts_headline cuts around the matched words, and
 * leaves no mark of the cut: "molecules scatter…" read as the answer's start).
 */
function excerptText(row: { excerpt: string; opening: string; ending: string }): string {
  const excerpt = decodeEntities(row.excerpt.trim());
  const shown = wordsOf(excerpt);
  if (!shown.length) return excerpt;
  const head = shown.slice(0, 3);
  const tail = shown.slice(-3);
  const cutBefore = !sameWords(wordsOf(row.opening).slice(0, head.length), head);
  const cutAfter = !sameWords(wordsOf(row.ending).slice(-tail.length), tail);
  return `${cutBefore ? "… " : ""}${excerpt}${cutAfter ? " …" : ""}`;
}

/**
 * Highlighted title and excerpt of a page of questions: ts_headline marks the same stemmed
 * words the search matched. Run for the page's rows only, since headlines are costly.
 */
async function questionHeadlines(db: Db, ids: number[], match: SQL | null) {
  if (!ids.length) return new Map<number, { title: string; excerpt: string; inTitle: boolean }>();
  const rows = await db
    .select({
      id: questions.id,
      title: match ? sql<string>`ts_headline(${CONFIG}, ${questions.title}, ${match}, ${TITLE_HEADLINE})` : questions.title,
      ...excerptColumns(questions.content, match),
      inTitle: match ? sql<boolean>`ponder_search_vector(${questions.title}) @@ ${match}` : sql<boolean>`false`,
    })
    .from(questions)
    .where(inArray(questions.id, ids));
  return new Map(rows.map((row) => [row.id, { title: decodeEntities(row.title), excerpt: excerptText(row), inTitle: row.inTitle }]));
}

/** Highlighted excerpts of the answers a page of questions was found in: the words that matched are there. */
async function answerExcerpts(db: Db, ids: number[], match: SQL | null) {
  if (!ids.length || !match) return new Map<number, string>();
  const rows = await db
    .select({ id: answers.id, ...excerptColumns(answers.content, match) })
    .from(answers)
    // Published still: one held since the search statement shows no words.
    .where(and(inArray(answers.id, ids), publishedAnswer));
  return new Map(rows.map((row) => [row.id, excerptText(row)]));
}

/** Questions by relevance (title over details over answers over comments), or newest or best voted, as feed cards with highlights. */
export async function searchQuestions(db: Db, options: SearchOptions): Promise<Page<QuestionHit>> {
  const results = questionResults(options);
  if (!results) return { items: [], nextCursor: null };
  const { from, where, sortKey } = results;
  const rows = rowsOf<{ id: number; sort_key: number; via: Via; answer_id: number | null }>(
    await serially(db, sql`select ${questions.id} as id, ${sortKey} as sort_key, found.via, found.answer_id
      from ${from}
      where ${where} and ${afterKey(sortKey, questions.id, options.cursor)}
      order by sort_key desc, ${questions.id} desc
      limit ${options.limit + 1}`),
  );
  const { items: page, nextCursor } = pageOf(rows, options.limit, (last) => rankKeyset.encode(Number(last.sort_key), last.id));
  const ids = page.map((row) => row.id);
  const inAnswers = page.filter((row) => row.via === "answer" && row.answer_id !== null).map((row) => row.answer_id!);
  const [found, headlines, answerHeadlines] = await Promise.all([
    ids.length ? db.select().from(questions).where(inArray(questions.id, ids)) : [],
    questionHeadlines(db, ids, options.text.match),
    answerExcerpts(db, inAnswers, options.text.match),
  ]);
  const byId = new Map(found.map((question) => [question.id, question]));
  const ordered = ids.map((id) => byId.get(id)).filter((question) => question !== undefined);
  const data = await loadQuestionSummaryData(db, ordered, options.viewer);
  const via = new Map(page.map((row) => [row.id, row]));
  return {
    items: presentQuestionSummaries(ordered, data, options.viewer).map((summary) => {
      const headline = headlines.get(summary.id);
      const row = via.get(summary.id)!;
      const matchedIn = !options.text.match ? null : row.via === "question" ? (headline?.inTitle ? "title" : "details") : row.via;
      return {
        ...summary,
        // Found in an answer: the excerpt is the answer's, around the words that matched.
        highlight: headline
          ? { title: headline.title, excerpt: (row.via === "answer" && row.answer_id !== null ? answerHeadlines.get(row.answer_id) : undefined) ?? headline.excerpt }
          : { title: summary.title, excerpt: "" },
        matchedIn,
        matchedAnswerId: row.via === "question" ? null : row.answer_id,
      };
    }),
    nextCursor,
  };
}

/** Answers by relevance, or newest or best voted, each with the title of its (published) question and a highlighted excerpt. */
export async function searchAnswers(db: Db, options: SearchOptions): Promise<Page<AnswerHit>> {
  const results = answerResults(options);
  if (!results) return { items: [], nextCursor: null };
  const { from, where, sortKey } = results;
  const rows = rowsOf<{
    id: number;
    question_id: number;
    question_title: string;
    author_id: string | null;
    upvote_count: number;
    downvote_count: number;
    comment_count: number;
    created_at: string | Date;
    sort_key: number;
  }>(
    await serially(db, sql`select ${answers.id} as id, ${answers.questionId} as question_id, ${questions.title} as question_title, ${answers.authorId} as author_id,
        ${answers.upvoteCount} as upvote_count, ${answers.downvoteCount} as downvote_count, ${answers.commentCount} as comment_count,
        ${answers.createdAt} as created_at, ${sortKey} as sort_key
      from ${from}
      where ${where} and ${afterKey(sortKey, answers.id, options.cursor)}
      order by sort_key desc, ${answers.id} desc
      limit ${options.limit + 1}`),
  );
  const { items: page, nextCursor } = pageOf(rows, options.limit, (last) => rankKeyset.encode(Number(last.sort_key), last.id));
  const ids = page.map((row) => row.id);
  const [authors, excerpts] = await Promise.all([
    loadAuthors(
      db,
      page.map((row) => row.author_id),
    ),
    ids.length
      ? db
          .select({ id: answers.id, ...excerptColumns(answers.content, options.text.match) })
          .from(answers)
          .where(inArray(answers.id, ids))
      : [],
  ]);
  const excerptById = new Map(excerpts.map((row) => [row.id, excerptText(row)]));
  return {
    items: page.map((row) => ({
      id: row.id,
      questionId: row.question_id,
      questionTitle: row.question_title,
      excerpt: excerptById.get(row.id) ?? "",
      author: presentAuthor(row.author_id ? authors.get(row.author_id) : undefined),
      upvoteCount: Number(row.upvote_count),
      downvoteCount: Number(row.downvote_count),
      commentCount: Number(row.comment_count),
      createdAt: new Date(row.created_at).toISOString(),
    })),
    nextCursor,
  };
}

/** A topic whose name, or a synonym's (issue 25.5), has a word starting with the text. */
const topicMatches = (text: string) =>
  or(wordPrefix(topics.name, text), sql`exists (select 1 from topic_synonyms s where s.topic_id = "topics"."id" and ${wordPrefix(sql`s.name`, text)})`)!;

/** Topics whose name or a synonym (or a word of it) starts with the query, most followed first. */
export async function searchTopics(db: Db, options: SearchOptions): Promise<Page<TopicHit>> {
  let after: SQL | undefined;
  if (options.cursor) {
    after = keyAfter([topics.followerCount, topics.id], topicKeyset.decode(options.cursor));
  }
  const rows = await db
    .select()
    .from(topics)
    .where(and(topicMatches(options.q), after))
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
export async function countMatches(db: Db, options: SearchOptions): Promise<SearchCounts> {
  const capped = (from: SQL) => sql`(select count(*) from (${from} limit ${SEARCH_COUNT_CAP}) as matched)`;
  const none = sql`(select 0)`;
  const q = options.q;
  const questionsFound = questionResults(options);
  const answersFound = answerResults(options);
  const named = q.length > 0;
  const result = await serially(db, sql`select
    ${questionsFound ? capped(sql`select 1 from ${questionsFound.from} where ${questionsFound.where}`) : none} as questions,
    ${answersFound ? capped(sql`select 1 from ${answersFound.from} where ${answersFound.where}`) : none} as answers,
    ${named ? capped(sql`select 1 from ${topics} where ${topicMatches(q)}`) : none} as topics,
    ${named ? capped(sql`select 1 from ${users} where ${users.status} = 'active' and ${wordPrefix(fullName, q)}`) : none} as people,
    ${named ? capped(sql`select 1 from ${spaces} where ${spaceMatches(q)}`) : none} as spaces`);
  const row = rowsOf<Record<keyof SearchCounts, unknown>>(result)[0]!;
  return {
    questions: Number(row.questions),
    answers: Number(row.answers),
    topics: Number(row.topics),
    people: Number(row.people),
    spaces: Number(row.spaces),
  };
}
