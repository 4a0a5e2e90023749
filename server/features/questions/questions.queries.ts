import { and, count, desc, eq, gt, inArray, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { Page, QuestionSummary, SimilarQuestion, TopicSort, TrendingPeriod } from "@shared/questions";
import { LIMITS } from "@shared/limits";
import { loadQuestionSummaryData, questionSummaryPage } from "../../content/question-summaries";
import { presentQuestionSummaries } from "../../content/question.presenter";
import { nearWords } from "../../content/search-terms";
import type { Db } from "../../db/client";
import {
  answers,
  hiddenQuestions,
  questionFollows,
  questions,
  questionTopics,
  questionViews,
  topicFollows,
  topics,
  userFollows,
} from "../../db/schema/content";
import { questionViewDays } from "../../db/schema/creators";
import { afterDateCursor, dateKeyset, key, keyset, pageOf } from "../../lib/keyset";
import { countingWindowStart } from "../../lib/viewer";
import { EVERYONE, visibleQuestions, type Viewer } from "../../policy/visibility";
import { STRONG_MATCH, titleLexemes, titleSimilarity } from "./title-similarity";

type QuestionRow = typeof questions.$inferSelect;



/** Lists show what everyone may see; held questions wait for review (docs/decisions/011-moderation-holds.md). */
const published = visibleQuestions(EVERYONE);

const byDateAfter = (cursor: string | undefined) => afterDateCursor(questions.createdAt, questions.id, cursor);

interface ListOptions {
  cursor?: string;
  limit: number;
  /** Who reads the list (their votes, follows, bookmarks and abilities); null for visitors. */
  viewer: Viewer;
}

const dateCursor = (row: QuestionRow) => dateKeyset.encode(row.createdAt, row.id);

/** Hot score (float8) or upvotes (int4), then id: each read back within its column's type. */
const hotKeyset = keyset(key.float, key.id);
const upvotesKeyset = keyset(key.int(), key.id);

/** Newest first (the Recent tab). */
export async function listRecentQuestions(db: Db, options: ListOptions): Promise<Page<QuestionSummary>> {
  const rows = await db
    .select()
    .from(questions)
    .where(and(published, byDateAfter(options.cursor)))
    .orderBy(desc(questions.createdAt), desc(questions.id))
    .limit(options.limit + 1);
  return questionSummaryPage(db, rows, options, dateCursor);
}

/** The Following tab: questions in followed topics or by followed people, newest first. */
export async function listFollowingQuestions(db: Db, viewerId: string, options: ListOptions): Promise<Page<QuestionSummary>> {
  const followedTopics = db.select({ id: topicFollows.topicId }).from(topicFollows).where(eq(topicFollows.userId, viewerId));
  const followedPeople = db.select({ id: userFollows.followeeId }).from(userFollows).where(eq(userFollows.followerId, viewerId));
  const inFollowedTopic = sql`exists (select 1 from ${questionTopics} where ${questionTopics.questionId} = ${questions.id} and ${questionTopics.topicId} in ${followedTopics})`;
  const rows = await db
    .select()
    .from(questions)
    .where(and(published, or(inArray(questions.authorId, followedPeople), inFollowedTopic), byDateAfter(options.cursor)))
    .orderBy(desc(questions.createdAt), desc(questions.id))
    .limit(options.limit + 1);
  return questionSummaryPage(db, rows, options, dateCursor);
}

const PERIOD_HOURS: Record<TrendingPeriod, number> = { today: 24, week: 24 * 7, month: 24 * 30 };

const byScoreAfter = (column: typeof questions.hotScore | typeof questions.upvoteCount, cursor: string | undefined): SQL | undefined => {
  if (!cursor) return undefined;
  const [value, id] = (column === questions.hotScore ? hotKeyset : upvotesKeyset).decode(cursor);
  return sql`(${column} < ${value} or (${column} = ${value} and ${questions.id} < ${id}))`;
};

/** Trending (spec 2.11): questions of the period by hot score (docs/decisions/008-hot-score.md). */
export async function listTrendingQuestions(
  db: Db,
  period: TrendingPeriod,
  options: ListOptions,
): Promise<Page<QuestionSummary> & { total: number | null }> {
  const since = new Date(Date.now() - PERIOD_HOURS[period] * 3_600_000);
  const inPeriod = and(gt(questions.createdAt, since), published);
  // The banner's count is needed once: later pages (with a cursor) skip counting the window.
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(questions)
      .where(and(inPeriod, byScoreAfter(questions.hotScore, options.cursor)))
      .orderBy(desc(questions.hotScore), desc(questions.id))
      .limit(options.limit + 1),
    // Counted up to one past the cap, newest first along questions_created_at_idx: the scan
    // stops there instead of reading every question of a busy week (LIMITS.trendingCount).
    options.cursor
      ? null
      : db
          .select({ n: count() })
          .from(
            db
              .select({ id: questions.id })
              .from(questions)
              .where(inPeriod)
              .orderBy(desc(questions.createdAt), desc(questions.id))
              .limit(LIMITS.trendingCount + 1)
              .as("period_window"),
          ),
  ]);
  const page = await questionSummaryPage(db, rows, options, (row) => hotKeyset.encode(row.hotScore, row.id));
  return { ...page, total: counted ? counted[0]!.n : null };
}

/** A topic's questions (spec 2.12): latest, trending (hot score) or popular (upvotes). */
export async function listTopicQuestions(db: Db, topicId: number, sort: TopicSort, options: ListOptions): Promise<Page<QuestionSummary>> {
  const inTopic = and(
    inArray(questions.id, db.select({ id: questionTopics.questionId }).from(questionTopics).where(eq(questionTopics.topicId, topicId))),
    published,
  );
  const base = db.select().from(questions);
  if (sort === "latest") {
    const rows = await base
      .where(and(inTopic, byDateAfter(options.cursor)))
      .orderBy(desc(questions.createdAt), desc(questions.id))
      .limit(options.limit + 1);
    return questionSummaryPage(db, rows, options, dateCursor);
  }
  const column = sort === "trending" ? questions.hotScore : questions.upvoteCount;
  const rows = await base
    .where(and(inTopic, byScoreAfter(column, options.cursor)))
    .orderBy(desc(column), desc(questions.id))
    .limit(options.limit + 1);
  return questionSummaryPage(db, rows, options, (row) =>
    sort === "trending" ? hotKeyset.encode(row.hotScore, row.id) : upvotesKeyset.encode(row.upvoteCount, row.id),
  );
}

/** Candidates for For You, each with why it is shown and how much that counts. */
interface Candidate {
  id: number;
  reason: string;
  boost: number;
}

const FOR_YOU_CANDIDATES = 150;

/**
 * For You: questions from followed topics, by followed people, answered by followed
 * people, and trending ones, ranked by hot score plus a boost for each reason, minus
 * hidden ones. Hot scores do not change with time, so (score, id) keyset pages are stable
 * while nothing is voted on.
 */
export async function listForYouQuestions(db: Db, viewerId: string, options: ListOptions): Promise<Page<QuestionSummary>> {
  const recentWindow = new Date(Date.now() - 60 * 24 * 3_600_000);
  const [byTopic, byPeople, answeredByPeople, trending, hidden] = await Promise.all([
    db
      .select({ id: questionTopics.questionId, topic: topics.name })
      .from(topicFollows)
      .innerJoin(questionTopics, eq(questionTopics.topicId, topicFollows.topicId))
      .innerJoin(topics, eq(topics.id, topicFollows.topicId))
      .where(eq(topicFollows.userId, viewerId))
      .orderBy(desc(questionTopics.questionId))
      .limit(FOR_YOU_CANDIDATES * 2),
    db
      .select({ id: questions.id })
      .from(userFollows)
      .innerJoin(questions, eq(questions.authorId, userFollows.followeeId))
      .where(eq(userFollows.followerId, viewerId))
      .orderBy(desc(questions.id))
      .limit(FOR_YOU_CANDIDATES),
    db
      .select({ id: answers.questionId })
      .from(userFollows)
      .innerJoin(answers, eq(answers.authorId, userFollows.followeeId))
      .where(eq(userFollows.followerId, viewerId))
      .orderBy(desc(answers.id))
      .limit(FOR_YOU_CANDIDATES),
    db
      .select({ id: questions.id })
      .from(questions)
      .where(gt(questions.createdAt, recentWindow))
      .orderBy(desc(questions.hotScore), desc(questions.id))
      .limit(FOR_YOU_CANDIDATES),
    db.select({ id: hiddenQuestions.questionId }).from(hiddenQuestions).where(eq(hiddenQuestions.userId, viewerId)),
  ]);
  const hiddenIds = new Set(hidden.map((row) => row.id));
  const candidates = new Map<number, Candidate>();
  const add = (id: number, reason: string, boost: number) => {
    if (hiddenIds.has(id)) return;
    const current = candidates.get(id);
    if (!current) candidates.set(id, { id, reason, boost });
    else if (boost > current.boost) candidates.set(id, { id, reason, boost: boost + current.boost / 2 });
    else current.boost += boost / 2;
  };
  for (const row of trending) add(row.id, "", 0);
  for (const row of byTopic) add(row.id, `You follow ${row.topic}`, 0.5);
  for (const row of answeredByPeople) add(row.id, "Answered by someone you follow", 0.7);
  for (const row of byPeople) add(row.id, "Asked by someone you follow", 1);
  if (candidates.size === 0) return { items: [], nextCursor: null };

  const rows = await db
    .select()
    .from(questions)
    .where(and(inArray(questions.id, [...candidates.keys()]), published));
  const ranked = rows
    .map((row) => ({ row, score: row.hotScore + candidates.get(row.id)!.boost }))
    .sort((a, b) => b.score - a.score || b.row.id - a.row.id);
  const after = options.cursor ? hotKeyset.decode(options.cursor) : null;
  const remaining = after ? ranked.filter((item) => item.score < after[0] || (item.score === after[0] && item.row.id < after[1])) : ranked;
  const page = pageOf(remaining, options.limit, (last) => hotKeyset.encode(last.score, last.row.id));
  const rowsOfPage = page.items.map((item) => item.row);
  const summaries = presentQuestionSummaries(rowsOfPage, await loadQuestionSummaryData(db, rowsOfPage, options.viewer), options.viewer);
  // Questions with no reason of their own are there because they are trending in a topic.
  return {
    items: summaries.map((summary) => ({
      ...summary,
      reason: candidates.get(summary.id)!.reason || (summary.topics[0] ? `Trending in ${summary.topics[0].name}` : "Trending on Ponder"),
    })),
    nextCursor: page.nextCursor,
  };
}

/**
 * Counts a view once per viewer (lib/viewer.ts) per question per counting window, and only of
 * a published question: the viewer's last view and the day's count (question_view_days, by
 * UTC day, for content stats and monetization) move together in one statement, each a
 * primary-key write. True when the view counted; the caller then adds it to view_count
 * through the batched ViewCounts (view-counts.ts), which addViewCounts writes.
 */
export async function recordView(db: Db, questionId: number, viewerKey: string): Promise<boolean> {
  const counted = await db.execute(sql`
    with counted as (
      insert into ${questionViews} (question_id, viewer_key, viewed_at)
      select ${questions.id}, ${viewerKey}, now() from ${questions} where ${questions.id} = ${questionId} and ${visibleQuestions(EVERYONE)}
      on conflict (question_id, viewer_key) do update set viewed_at = now()
        where ${questionViews.viewedAt} < ${countingWindowStart()}
      returning question_id
    ), daily as (
      insert into ${questionViewDays} (question_id, day, views)
      select question_id, (now() at time zone 'utc')::date, 1 from counted
      on conflict (question_id, day) do update set views = ${questionViewDays.views} + 1
    )
    select 1 as counted from counted`);
  return (counted as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * Adds counted views to their questions' view_count, all questions in one UPDATE. Questions
 * held or deleted since their views were counted are left alone (their views no longer count).
 * Ids in ascending order, so two processes flushing at once lock shared rows in one order.
 */
export async function addViewCounts(db: Db, views: ReadonlyMap<number, number>): Promise<void> {
  if (views.size === 0) return;
  const ids = [...views.keys()].sort((a, b) => a - b);
  // Whole numbers only, so the array literals are safe to write out; two parameters whatever the batch's size.
  const list = (values: number[]) => `{${values.map((value) => Math.trunc(value)).join(",")}}`;
  await db.execute(sql`
    update ${questions} set view_count = view_count + v.n
    from unnest(${list(ids)}::int[], ${list(ids.map((id) => views.get(id)!))}::int[]) as v(id, n)
    where ${questions.id} = v.id and ${visibleQuestions(EVERYONE)}`);
}

/** Follows (or unfollows) a question; idempotent. */
export async function setQuestionFollow(db: Db, userId: string, questionId: number, follow: boolean) {
  if (follow) await db.insert(questionFollows).values({ userId, questionId }).onConflictDoNothing();
  else await db.delete(questionFollows).where(and(eq(questionFollows.userId, userId), eq(questionFollows.questionId, questionId)));
  return { following: follow };
}

/** Hides (or shows again) a question in the member's For You feed; idempotent. */
export async function setQuestionHidden(db: Db, userId: string, questionId: number, hidden: boolean) {
  if (hidden) await db.insert(hiddenQuestions).values({ userId, questionId }).onConflictDoNothing();
  else await db.delete(hiddenQuestions).where(and(eq(hiddenQuestions.userId, userId), eq(hiddenQuestions.questionId, questionId)));
  return { hidden };
}

/** A title's words, as the duplicate check looks them up in search's vocabulary. */
const WORDS = /[\p{L}\p{N}]+/gu;

/**
 * Existing questions whose titles are strong matches for this one (the duplicate check while
 * asking, AI Help, the close dialog's search): any of its words finds candidates through the
 * questions' search index (migration 0027), and only those at least STRONG_MATCH alike stay (title-similarity.ts, issue 23),
 * most alike first; closed ones are marked.
 */
export async function findSimilarQuestions(db: Db, title: string, limit = 5, excludeId?: number): Promise<SimilarQuestion[]> {
  if (!/[\p{L}\p{N}]/u.test(title)) return [];
  // A word no title uses is read as the known word nearest to it, as search reads it (issue 26):
  // "postgress replicaton" is checked as "postgres replication".
  const near = await nearWords(db, title.match(WORDS) ?? []);
  const meant = near.size ? title.replace(WORDS, (word) => near.get(word)?.[0] ?? word) : title;
  const mine = titleLexemes(sql`${meant}::text`);
  // Any of its lexemes may match (OR) through the questions' search index; the similarity then keeps the strong matches.
  const anyWord = sql`(select string_agg(quote_literal(w), ' | ')::tsquery from unnest(${mine}) as w)`;
  const similarity = titleSimilarity(mine, titleLexemes(sql`${questions.title}`));
  const rows = await db
    .select({ id: questions.id, title: questions.title, answerCount: questions.answerCount, closedReason: questions.closedReason, similarity })
    .from(questions)
    .where(and(sql`"questions"."search_vector" @@ ${anyWord}`, published, excludeId ? notInArray(questions.id, [excludeId]) : undefined, sql`${similarity} >= ${STRONG_MATCH}`))
    .orderBy(sql`${similarity} desc`, desc(questions.answerCount), desc(questions.id))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, title: row.title, answerCount: row.answerCount, closed: row.closedReason !== null }));
}
