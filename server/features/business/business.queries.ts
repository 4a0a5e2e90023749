import { desc, eq, sql } from "drizzle-orm";
import type { AnalyticsRange } from "@shared/lists";
import type { Db } from "../../db/client";
import { answers, questions } from "../../db/schema/content";
import { analyticsPeriod, at, bucketOf, emptySeries, figurePair, rowsOf, within, type Figure } from "../member-analytics";

export interface TopContent {
  type: "question" | "answer";
  id: number;
  /** The question itself, or the question the answer belongs to. */
  questionId: number;
  title: string;
  upvoteCount: number;
  /** Answers to the question, or comments on the answer. */
  replyCount: number;
  /** The question's views (for an answer, its question's). */
  viewCount: number;
  createdAt: string;
}

export interface SeriesPoint {
  /** Start of the bucket (a day, or a week for 90d and 1y). */
  start: string;
  questions: number;
  answers: number;
}

export interface BusinessAnalytics {
  range: AnalyticsRange;
  from: string;
  to: string;
  bucket: "day" | "week";
  figures: {
    /**
     * Views of the member's questions created in the range. Views are only a counter on the
     * question row (no per-view dates are kept for questions' lifetimes), so reach is
     * attributed to the period the question was asked in.
     */
    totalReach: Figure;
    /** Upvotes cast in the range on the member's questions and answers. */
    engagement: Figure;
    questionsAsked: Figure;
    answersWritten: Figure;
    /** New followers in the range (user_follows.created_at). */
    followersGained: Figure;
  };
  /** The member's 3 questions and 3 answers with most upvotes, of all time. */
  topContent: TopContent[];
  series: SeriesPoint[];
}

/**
 * The member's analytics, in four queries whatever the data: the figures (scalar
 * subqueries over questions_author_idx, answers_author_idx, the vote tables' indexes and
 * user_follows_followee_idx), top questions, top answers, and the posting series.
 * Held posts count: they are the member's own work.
 */
export async function getAnalytics(db: Db, userId: string, range: AnalyticsRange, now = new Date()): Promise<BusinessAnalytics> {
  const period = analyticsPeriod(range, now);
  const { start: from } = period.current;
  const pair = (build: Parameters<typeof figurePair>[1]) => figurePair(period, build);
  const qCreated = sql`q.created_at`;
  const aCreated = sql`a.created_at`;
  const [row] = await db
    .select({
      reach: pair((p) => sql`select coalesce(sum(q.view_count), 0) from ${questions} q where q.author_id = ${userId} and ${within(qCreated, p)}`),
      questionVotes: pair(
        (p) =>
          sql`select count(*) from ${questions} q join question_votes v on v.question_id = q.id where q.author_id = ${userId} and v.value = 1 and ${within(sql`v.created_at`, p)}`,
      ),
      answerVotes: pair(
        (p) =>
          sql`select count(*) from ${answers} a join answer_votes v on v.answer_id = a.id where a.author_id = ${userId} and v.value = 1 and ${within(sql`v.created_at`, p)}`,
      ),
      questionsAsked: pair((p) => sql`select count(*) from ${questions} q where q.author_id = ${userId} and ${within(qCreated, p)}`),
      answersWritten: pair((p) => sql`select count(*) from ${answers} a where a.author_id = ${userId} and ${within(aCreated, p)}`),
      followersGained: pair((p) => sql`select count(*) from user_follows f where f.followee_id = ${userId} and ${within(sql`f.created_at`, p)}`),
    })
    .from(sql`(select 1) as one`);

  const [topQuestions, topAnswers, counts] = await Promise.all([
    db
      .select()
      .from(questions)
      .where(eq(questions.authorId, userId))
      .orderBy(desc(questions.upvoteCount), desc(questions.id))
      .limit(3),
    db
      .select({ answer: answers, title: questions.title, viewCount: questions.viewCount })
      .from(answers)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .where(eq(answers.authorId, userId))
      .orderBy(desc(answers.upvoteCount), desc(answers.id))
      .limit(3),
    db.execute(sql`
      select kind, ${bucketOf(period, sql`created_at`)} as bucket, count(*)::int as n
      from (
        select 'question' as kind, created_at from ${questions} where author_id = ${userId} and created_at >= ${at(from)} and created_at < ${at(now)}
        union all
        select 'answer' as kind, created_at from ${answers} where author_id = ${userId} and created_at >= ${at(from)} and created_at < ${at(now)}
      ) posts
      group by 1, 2`),
  ]);

  const series: SeriesPoint[] = emptySeries(period, () => ({ questions: 0, answers: 0 }));
  for (const item of rowsOf<{ kind: string; bucket: number; n: number }>(counts)) {
    const point = series[Number(item.bucket)];
    if (!point) continue;
    if (item.kind === "question") point.questions += Number(item.n);
    else point.answers += Number(item.n);
  }

  const figures = row!;
  return {
    range,
    from: from.toISOString(),
    to: now.toISOString(),
    bucket: period.bucket,
    figures: {
      totalReach: figures.reach,
      engagement: {
        value: figures.questionVotes.value + figures.answerVotes.value,
        previous: figures.questionVotes.previous + figures.answerVotes.previous,
      },
      questionsAsked: figures.questionsAsked,
      answersWritten: figures.answersWritten,
      followersGained: figures.followersGained,
    },
    topContent: [
      ...topQuestions.map((q) => ({
        type: "question" as const,
        id: q.id,
        questionId: q.id,
        title: q.title,
        upvoteCount: q.upvoteCount,
        replyCount: q.answerCount,
        viewCount: q.viewCount,
        createdAt: q.createdAt.toISOString(),
      })),
      ...topAnswers.map(({ answer, title, viewCount }) => ({
        type: "answer" as const,
        id: answer.id,
        questionId: answer.questionId,
        title,
        upvoteCount: answer.upvoteCount,
        replyCount: answer.commentCount,
        viewCount,
        createdAt: answer.createdAt.toISOString(),
      })),
    ],
    series,
  };
}
