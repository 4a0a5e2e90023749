import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { AnalyticsRange } from "@shared/lists";
import { engagementRate, type AudienceTopic, type BusinessAnalytics, type SeriesPoint } from "@shared/business";
import type { Db } from "../../db/client";
import { memberViewerKey } from "../../lib/viewer";
import { answers, questions } from "../../db/schema/content";
import { EVERYONE, visibleAnswers, visibleQuestions } from "../../policy/visibility";
import { analyticsPeriod, at, bucketOf, counted, emptySeries, figurePair, num, questionViewSource, rowsOf, sumOf, within, type StatSource } from "../../services/member-analytics";

/** How many topics the Audience tab lists. */
const AUDIENCE_TOPICS = 5;

/**
 * The member's analytics, in five queries whatever the data: the figures and all-time totals
 * (scalar subqueries over questions_author_idx, answers_author_idx, the vote, comment and
 * view tables' indexes and user_follows_followee_idx), top questions, top answers, the
 * posting series and the topics their followers follow. The range is whole UTC days, today
 * included, as per-day views need. Only what everyone can see counts (`counted`): held posts,
 * the member's own included, count once a moderator publishes them.
 */
export async function getAnalytics(db: Db, userId: string, range: AnalyticsRange, now = new Date()): Promise<BusinessAnalytics> {
  const period = analyticsPeriod(range, now, { wholeDays: true });
  const { start: from } = period.current;
  const pair = (source: StatSource) => figurePair(period, (bounds) => sumOf(source, bounds));
  const myQuestions = sql`from ${questions} q where q.author_id = ${userId} and ${counted.q}`;
  const myAnswers = sql`from ${answers} a where a.author_id = ${userId} and ${counted.a}`;
  const asked: StatSource = { from: myQuestions, time: sql`q.created_at` };
  const written: StatSource = { from: myAnswers, time: sql`a.created_at` };
  /** The member's questions or answers of the range that also meet a condition. */
  const where = (source: StatSource, condition: SQL): StatSource => ({ ...source, from: sql`${source.from} and ${condition}` });
  const ownViewerKey = memberViewerKey(userId);
  const [row] = await db
    .select({
      reach: pair(questionViewSource(userId)),
      questionVotes: pair({
        from: sql`from ${questions} q join question_votes v on v.question_id = q.id where q.author_id = ${userId} and v.value = 1 and ${counted.q}`,
        time: sql`v.created_at`,
      }),
      answerVotes: pair({
        from: sql`from ${answers} a join answer_votes v on v.answer_id = a.id where a.author_id = ${userId} and v.value = 1 and ${counted.a}`,
        time: sql`v.created_at`,
      }),
      questionsAsked: pair(asked),
      answersWritten: pair(written),
      followersGained: pair({ from: sql`from user_follows f where f.followee_id = ${userId}`, time: sql`f.created_at` }),
      // One per member and question, however many ways they engaged: a count of people, not of acts.
      engagedReaders: figurePair(period, (bounds) => sql`select count(*) from (
          select v.user_id as who, q.id from ${questions} q join question_votes v on v.question_id = q.id
            where q.author_id = ${userId} and v.user_id <> ${userId} and ${counted.q} and ${within(sql`v.created_at`, bounds)}
          union
          select r.author_id, q.id from ${questions} q join ${answers} r on r.question_id = q.id
            where q.author_id = ${userId} and r.author_id <> ${userId} and ${counted.q} and ${counted.r} and ${within(sql`r.created_at`, bounds)}
          union
          select c.author_id, q.id from ${questions} q join comments c on c.question_id = q.id and c.answer_id is null
            where q.author_id = ${userId} and c.author_id <> ${userId} and ${counted.q} and ${counted.c} and ${within(sql`c.created_at`, bounds)}
        ) engaged`),
      answersReceived: pair({
        from: sql`from ${questions} q join ${answers} r on r.question_id = q.id
          where q.author_id = ${userId} and r.author_id is distinct from ${userId} and ${counted.r}`,
        time: sql`r.created_at`,
      }),
      commentsReceived: pair({
        from: sql`from ${answers} a join comments c on c.answer_id = a.id
          where a.author_id = ${userId} and c.author_id is distinct from ${userId} and ${counted.c}`,
        time: sql`c.created_at`,
      }),
      questionsAnswered: pair(where(asked, sql`q.answer_count > 0`)),
      questionsSeen: pair(
        where(asked, sql`exists (select 1 from question_views v where v.question_id = q.id and v.viewer_key <> ${ownViewerKey})`),
      ),
      answersUpvoted: pair(where(written, sql`a.upvote_count > 0`)),
      views: num(sql`select coalesce(sum(q.view_count), 0) ${myQuestions}`),
      followers: num(sql`select count(*) from user_follows f where f.followee_id = ${userId}`),
      upvotes: num(sql`select (select coalesce(sum(q.upvote_count), 0) ${myQuestions}) + (select coalesce(sum(a.upvote_count), 0) ${myAnswers})`),
      downvotes: num(sql`select (select coalesce(sum(q.downvote_count), 0) ${myQuestions}) + (select coalesce(sum(a.downvote_count), 0) ${myAnswers})`),
      answerers: num(
        sql`select count(distinct r.author_id) from ${questions} q join ${answers} r on r.question_id = q.id
          where q.author_id = ${userId} and r.author_id <> ${userId} and ${counted.r}`,
      ),
    })
    .from(sql`(select 1) as one`);

  const [topQuestions, topAnswers, counts, audienceTopics] = await Promise.all([
    db
      .select({
        id: questions.id,
        title: questions.title,
        upvoteCount: questions.upvoteCount,
        answerCount: questions.answerCount,
        viewCount: questions.viewCount,
        createdAt: questions.createdAt,
      })
      .from(questions)
      .where(and(eq(questions.authorId, userId), visibleQuestions(EVERYONE)))
      .orderBy(desc(questions.upvoteCount), desc(questions.id))
      .limit(3),
    db
      .select({
        id: answers.id,
        questionId: answers.questionId,
        upvoteCount: answers.upvoteCount,
        commentCount: answers.commentCount,
        createdAt: answers.createdAt,
        title: questions.title,
        viewCount: questions.viewCount,
      })
      .from(answers)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .where(and(eq(answers.authorId, userId), visibleAnswers(EVERYONE)))
      .orderBy(desc(answers.upvoteCount), desc(answers.id))
      .limit(3),
    db.execute(sql`
      select kind, ${bucketOf(period, sql`created_at`)} as bucket, count(*)::int as n
      from (
        select 'question' as kind, q.created_at ${myQuestions} and q.created_at >= ${at(from)} and q.created_at < ${at(now)}
        union all
        select 'answer' as kind, a.created_at ${myAnswers} and a.created_at >= ${at(from)} and a.created_at < ${at(now)}
      ) posts
      group by 1, 2`),
    // The followers' topic follows, through topic_follows' primary key (user_id, topic_id).
    db.execute(sql`
      select t.id, t.name, count(*)::int as followers
      from user_follows f
      join topic_follows tf on tf.user_id = f.follower_id
      join topics t on t.id = tf.topic_id
      where f.followee_id = ${userId}
      group by t.id, t.name
      order by followers desc, t.name
      limit ${AUDIENCE_TOPICS}`),
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
      engagedReaders: figures.engagedReaders,
      questionsAsked: figures.questionsAsked,
      answersWritten: figures.answersWritten,
      followersGained: figures.followersGained,
      answersReceived: figures.answersReceived,
      commentsReceived: figures.commentsReceived,
      questionsAnswered: figures.questionsAnswered,
      questionsSeen: figures.questionsSeen,
      answersUpvoted: figures.answersUpvoted,
    },
    engagementRate: {
      value: engagementRate(figures.engagedReaders.value, figures.reach.value),
      previous: engagementRate(figures.engagedReaders.previous, figures.reach.previous),
    },
    totals: {
      views: figures.views,
      followers: figures.followers,
      upvotes: figures.upvotes,
      downvotes: figures.downvotes,
      answerers: figures.answerers,
    },
    audienceTopics: rowsOf<AudienceTopic>(audienceTopics).map((topic) => ({ id: topic.id, name: topic.name, followers: Number(topic.followers) })),
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
      ...topAnswers.map((a) => ({
        type: "answer" as const,
        id: a.id,
        questionId: a.questionId,
        title: a.title,
        upvoteCount: a.upvoteCount,
        replyCount: a.commentCount,
        viewCount: a.viewCount,
        createdAt: a.createdAt.toISOString(),
      })),
    ],
    series,
  };
}
