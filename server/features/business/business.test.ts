import { afterAll, beforeAll, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { answers, questions, questionViews, questionVotes, topicFollows, userFollows } from "../../db/schema/content";
import { questionViewDays } from "../../db/schema/creators";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { answerQuestion, askQuestion, createTopics, grantReputation } from "../../test/factories";

const DAY_MS = 24 * 3_600_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
/** The UTC calendar day `days` ago, as question_view_days stores it. */
const dayAgo = (days: number) => daysAgo(days).toISOString().slice(0, 10);

interface Point {
  start: string;
  questions: number;
  answers: number;
}

describeApi("business analytics", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  const analytics = (cookie: string, query = "") => as(ctx.app, cookie, { method: "GET", url: `/api/business/analytics${query}` });
  const total = (series: Point[], key: "questions" | "answers") => series.reduce((sum, point) => sum + point[key], 0);

  it("needs a session and a known range", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/business/analytics" })).statusCode).toBe(401);
    const { cookie } = await registerMember(ctx.app);
    const bad = await analytics(cookie, "?range=2w");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: "range", message: "range must be 7d, 30d, 90d or 1y" });
  });

  it("is all zeros for a new member", async () => {
    const { cookie } = await registerMember(ctx.app);
    const response = await analytics(cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ range: "30d", bucket: "day", topContent: [] });
    expect(Object.keys(body.figures)).toHaveLength(11);
    for (const figure of Object.values(body.figures)) expect(figure).toEqual({ value: 0, previous: 0 });
    expect(body.totals).toEqual({ views: 0, followers: 0, upvotes: 0, downvotes: 0, answerers: 0 });
    // No views and no one engaged: no rate at all, rather than 0% or a made-up one.
    expect(body.engagementRate).toEqual({ value: null, previous: null });
    expect(body.audienceTopics).toEqual([]);
    expect(body.series).toHaveLength(30);
    expect(total(body.series, "questions") + total(body.series, "answers")).toBe(0);
  });

  it("computes each figure, and the previous period's, from the member's rows", async () => {
    const author = await registerMember(ctx.app);
    const b = await registerMember(ctx.app);
    const c = await registerMember(ctx.app);
    const db = ctx.database.db;
    const q1 = await askQuestion(ctx.app, author.cookie, { title: "First question here?" });
    const q2 = await askQuestion(ctx.app, author.cookie, { title: "Second question here?" });
    const q3 = await askQuestion(ctx.app, author.cookie, { title: "An older question?" });
    // All-time view counters (Impressions), and the views per day (Total Reach).
    await db.update(questions).set({ viewCount: 40 }).where(eq(questions.id, q1.id));
    await db.update(questions).set({ viewCount: 2 }).where(eq(questions.id, q2.id));
    // Asked 40 days ago: the previous 30-day period.
    await db.update(questions).set({ viewCount: 10, createdAt: daysAgo(40) }).where(eq(questions.id, q3.id));
    await db.insert(questionViewDays).values([
      { questionId: q1.id, day: dayAgo(0), views: 40 },
      { questionId: q2.id, day: dayAgo(0), views: 2 },
      { questionId: q3.id, day: dayAgo(3), views: 4 },
      { questionId: q3.id, day: dayAgo(40), views: 6 },
    ]);
    // Seen by others: q1 by b, q3 by a visitor; q2 only by its author.
    await db.insert(questionViews).values([
      { questionId: q1.id, viewerKey: `u:${b.user.id}` },
      { questionId: q2.id, viewerKey: `u:${author.user.id}` },
      { questionId: q3.id, viewerKey: "v:someone" },
    ]);
    const theirs = await askQuestion(ctx.app, b.cookie, { title: "Someone else's question?" });
    const answer = await answerQuestion(ctx.app, author.cookie, theirs.id);
    // Someone else's answer on the author's question is not the author's work, but it is received.
    await answerQuestion(ctx.app, b.cookie, q1.id);
    const old = await answerQuestion(ctx.app, c.cookie, q3.id);
    await db.update(answers).set({ createdAt: daysAgo(38) }).where(eq(answers.id, old.id));
    // A comment from c on the author's answer counts; the author's own does not.
    const comment = (cookie: string) =>
      as(ctx.app, cookie, { method: "POST", url: `/api/answers/${answer.id}/comments`, payload: { content: "Thanks for this" } });
    expect((await comment(c.cookie)).statusCode).toBe(201);
    expect((await comment(author.cookie)).statusCode).toBe(201);

    const vote = (cookie: string, url: string, value: number) => as(ctx.app, cookie, { method: "POST", url, payload: { value } });
    await vote(b.cookie, `/api/questions/${q1.id}/vote`, 1);
    await vote(c.cookie, `/api/questions/${q1.id}/vote`, 1);
    await grantReputation(db, b.user.id, 50); // downvoting needs 50 (issue 24)
    expect((await vote(b.cookie, `/api/questions/${q2.id}/vote`, -1)).statusCode).toBe(200);
    await vote(c.cookie, `/api/answers/${answer.id}/vote`, 1);
    // b's upvote on q1 was cast 45 days ago.
    await db
      .update(questionVotes)
      .set({ createdAt: daysAgo(45) })
      .where(and(eq(questionVotes.questionId, q1.id), eq(questionVotes.userId, b.user.id)));

    await as(ctx.app, b.cookie, { method: "POST", url: `/api/users/${author.user.id}/follow` });
    await as(ctx.app, c.cookie, { method: "POST", url: `/api/users/${author.user.id}/follow` });
    await db
      .update(userFollows)
      .set({ createdAt: daysAgo(35) })
      .where(and(eq(userFollows.followerId, c.user.id), eq(userFollows.followeeId, author.user.id)));
    // The followers' topics: b follows both, c one; the author's own follows are not their audience's.
    const [alpha, beta, gamma] = await createTopics(db, ["Alpha business", "Beta business", "Gamma business"]);
    await db.insert(topicFollows).values([
      { userId: b.user.id, topicId: alpha! },
      { userId: b.user.id, topicId: beta! },
      { userId: c.user.id, topicId: alpha! },
      { userId: author.user.id, topicId: gamma! },
    ]);

    const month = (await analytics(author.cookie, "?range=30d")).json();
    expect(month.figures).toEqual({
      totalReach: { value: 46, previous: 6 },
      engagement: { value: 2, previous: 1 },
      // Now: b and c on q1 (c's vote, b's answer), b on q2 (a downvote is engagement too);
      // before: b's old vote on q1, c's old answer on q3. A comment on an answer is not on a question.
      engagedReaders: { value: 3, previous: 2 },
      questionsAsked: { value: 2, previous: 1 },
      answersWritten: { value: 1, previous: 0 },
      followersGained: { value: 1, previous: 1 },
      answersReceived: { value: 1, previous: 1 },
      commentsReceived: { value: 1, previous: 0 },
      questionsAnswered: { value: 1, previous: 1 },
      questionsSeen: { value: 1, previous: 1 },
      answersUpvoted: { value: 1, previous: 0 },
    });
    expect(month.totals).toEqual({ views: 52, followers: 2, upvotes: 3, downvotes: 1, answerers: 2 });
    // 3 engaged of 46 views; 2 of 6 before.
    expect(month.engagementRate).toEqual({ value: 6.5, previous: 33.3 });
    expect(month.audienceTopics).toEqual([
      { id: alpha, name: "Alpha business", followers: 2 },
      { id: beta, name: "Beta business", followers: 1 },
    ]);
    expect(month.series).toHaveLength(30);
    expect(total(month.series, "questions")).toBe(2);
    expect(total(month.series, "answers")).toBe(1);
    expect(month.series.at(-1)).toMatchObject({ questions: 2, answers: 1 });
    expect(month.topContent).toEqual([
      expect.objectContaining({ type: "question", id: q1.id, title: "First question here?", upvoteCount: 2, replyCount: 1, viewCount: 40 }),
      expect.objectContaining({ type: "question", id: q3.id, upvoteCount: 0, replyCount: 1 }),
      expect.objectContaining({ type: "question", id: q2.id, upvoteCount: 0 }),
      expect.objectContaining({ type: "answer", id: answer.id, questionId: theirs.id, title: "Someone else's question?", upvoteCount: 1, replyCount: 2 }),
    ]);

    const week = (await analytics(author.cookie, "?range=7d")).json();
    expect(week.series).toHaveLength(7);
    expect(week.figures.totalReach).toEqual({ value: 46, previous: 0 });
    expect(week.figures.engagement).toEqual({ value: 2, previous: 0 });

    const quarter = (await analytics(author.cookie, "?range=90d")).json();
    expect(quarter).toMatchObject({ bucket: "week" });
    expect(quarter.series).toHaveLength(13);
    expect(quarter.figures.questionsAsked).toEqual({ value: 3, previous: 0 });
    expect(quarter.figures.engagement).toEqual({ value: 3, previous: 0 });
    expect(quarter.figures.followersGained).toEqual({ value: 2, previous: 0 });
    expect(quarter.figures.answersReceived).toEqual({ value: 2, previous: 0 });
    expect(total(quarter.series, "questions")).toBe(3);

    const year = (await analytics(author.cookie, "?range=1y")).json();
    expect(year.series).toHaveLength(53);
    expect(year.figures.totalReach).toEqual({ value: 52, previous: 0 });
  });

  it("bounds the engagement rate at 100%, and counts each reader once per question", async () => {
    const author = await registerMember(ctx.app);
    const readers = await Promise.all([registerMember(ctx.app), registerMember(ctx.app), registerMember(ctx.app)]);
    const question = await askQuestion(ctx.app, author.cookie, { title: "A question few opened?" });
    // One counted view, but three members voted from their feeds, and one of them answered and commented as well.
    await ctx.database.db.insert(questionViewDays).values({ questionId: question.id, day: dayAgo(0), views: 1 });
    for (const reader of readers) {
      expect((await as(ctx.app, reader.cookie, { method: "POST", url: `/api/questions/${question.id}/vote`, payload: { value: 1 } })).statusCode).toBe(200);
    }
    await answerQuestion(ctx.app, readers[0]!.cookie, question.id);
    const comment = await as(ctx.app, readers[0]!.cookie, { method: "POST", url: `/api/questions/${question.id}/comments`, payload: { content: "Also curious" } });
    expect(comment.statusCode).toBe(201);
    const body = (await analytics(author.cookie)).json();
    expect(body.figures.totalReach).toEqual({ value: 1, previous: 0 });
    expect(body.figures.engagedReaders).toEqual({ value: 3, previous: 0 });
    // Three readers against one view was 500% before (five acts over one view): at most 100 now.
    expect(body.engagementRate).toEqual({ value: 100, previous: null });
    for (const range of ["7d", "30d", "90d", "1y"]) {
      const { engagementRate } = (await analytics(author.cookie, `?range=${range}`)).json();
      expect(engagementRate.value).toBeLessThanOrEqual(100);
    }
  });

  it("counts only the member's own rows", async () => {
    const author = await registerMember(ctx.app);
    const other = await registerMember(ctx.app);
    await askQuestion(ctx.app, other.cookie, { title: "Not the author's question?" });
    const body = (await analytics(author.cookie)).json();
    expect(body.figures.questionsAsked).toEqual({ value: 0, previous: 0 });
    expect(body.topContent).toEqual([]);
  });
});
