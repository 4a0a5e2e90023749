import { afterAll, beforeAll, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { ContentStats, StatKey } from "@shared/content-stats";
import { questionVotes, userFollows } from "../../db/schema/content";
import { questionViewDays } from "../../db/schema/creators";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { answerQuestion, askQuestion } from "../../test/factories";

const DAY_MS = 24 * 3_600_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
/** The UTC calendar day `days` ago, as question_view_days stores it. */
const dayAgo = (days: number) => daysAgo(days).toISOString().slice(0, 10);

describeApi("content stats", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  const stats = (cookie: string, query = "") => as(ctx.app, cookie, { method: "GET", url: `/api/content-stats${query}` });
  const figure = (body: ContentStats, key: StatKey) => body.figures.find((item) => item.key === key);
  const total = (body: ContentStats, key: StatKey) => body.series.reduce((sum, point) => sum + (point.values[key] ?? 0), 0);

  it("needs a session, a known range and a known filter", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/content-stats" })).statusCode).toBe(401);
    const { cookie } = await registerMember(ctx.app);
    const badRange = await stats(cookie, "?range=2w");
    expect(badRange.statusCode).toBe(400);
    expect(badRange.json()).toMatchObject({ field: "range", message: "range must be 7d, 30d, 90d or 1y" });
    const badFilter = await stats(cookie, "?filter=comments");
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json()).toMatchObject({ field: "filter", message: "filter must be all, questions or answers" });
  });

  it("is all zeros for a new member, over 30 days by default", async () => {
    const { cookie } = await registerMember(ctx.app);
    const response = await stats(cookie);
    expect(response.statusCode).toBe(200);
    const body: ContentStats = response.json();
    expect(body).toMatchObject({ range: "30d", filter: "all", bucket: "day", topQuestions: [], topAnswers: [] });
    expect(body.figures.map((item) => item.key)).toEqual(["views", "upvotes", "answersReceived", "answersWritten", "commentsReceived", "newFollowers"]);
    expect(body.figures.every((item) => item.value === 0 && item.previous === 0)).toBe(true);
    expect(body.series).toHaveLength(30);
    // Whole UTC days: the range starts at a midnight and ends now.
    expect(body.from.endsWith("T00:00:00.000Z")).toBe(true);
    expect(body.series.at(-1)!.start.slice(0, 10)).toBe(dayAgo(0));
  });

  it("counts each counted view in question_view_days, for today (UTC)", async () => {
    const author = await registerMember(ctx.app);
    const reader = await registerMember(ctx.app);
    const other = await registerMember(ctx.app);
    const question = await askQuestion(ctx.app, author.cookie);
    const view = (cookie: string) => as(ctx.app, cookie, { method: "POST", url: `/api/questions/${question.id}/views` });
    expect((await view(reader.cookie)).json()).toEqual({ counted: true });
    expect((await view(reader.cookie)).json()).toEqual({ counted: false });
    // The asker's own views are not reach (issue 23: posting opens their question).
    expect((await view(author.cookie)).json()).toEqual({ counted: false });
    expect((await view(other.cookie)).json()).toEqual({ counted: true });
    const rows = await ctx.database.db.select().from(questionViewDays).where(eq(questionViewDays.questionId, question.id));
    expect(rows).toEqual([{ questionId: question.id, day: dayAgo(0), views: 2 }]);
    const body: ContentStats = (await stats(author.cookie, "?range=7d")).json();
    expect(figure(body, "views")).toEqual({ key: "views", value: 2, previous: 0 });
    expect(body.topQuestions).toEqual([{ id: question.id, title: question.title, views: 2, upvotes: 0, answerCount: 0 }]);
  });

  it("computes each figure, the previous period's, the series and the top content from the member's rows", async () => {
    const author = await registerMember(ctx.app);
    const b = await registerMember(ctx.app);
    const c = await registerMember(ctx.app);
    const db = ctx.database.db;
    const q1 = await askQuestion(ctx.app, author.cookie, { title: "Why is the sky blue at noon?" });
    const q2 = await askQuestion(ctx.app, author.cookie, { title: "Why are sunsets red and orange?" });
    const theirs = await askQuestion(ctx.app, b.cookie, { title: "How do rainbows form after rain?" });
    await db.insert(questionViewDays).values([
      { questionId: q1.id, day: dayAgo(0), views: 5 },
      { questionId: q1.id, day: dayAgo(3), views: 4 },
      { questionId: q2.id, day: dayAgo(10), views: 2 },
      // The previous 30 days.
      { questionId: q1.id, day: dayAgo(40), views: 7 },
      // Before both periods.
      { questionId: q1.id, day: dayAgo(70), views: 1000 },
      // Someone else's question.
      { questionId: theirs.id, day: dayAgo(0), views: 100 },
    ]);

    const answer = await answerQuestion(ctx.app, author.cookie, theirs.id);
    await answerQuestion(ctx.app, b.cookie, q1.id);
    // The author's own answer to their question is not an answer received.
    const own = await answerQuestion(ctx.app, author.cookie, q1.id);
    const vote = (cookie: string, url: string, value: number) => as(ctx.app, cookie, { method: "POST", url, payload: { value } });
    await vote(b.cookie, `/api/questions/${q1.id}/vote`, 1);
    await vote(c.cookie, `/api/questions/${q1.id}/vote`, -1);
    await vote(b.cookie, `/api/questions/${q2.id}/vote`, 1);
    await vote(c.cookie, `/api/answers/${answer.id}/vote`, 1);
    await vote(b.cookie, `/api/answers/${own.id}/vote`, 1);
    // b's upvote on q2 was cast 45 days ago.
    await db.update(questionVotes).set({ createdAt: daysAgo(45) }).where(and(eq(questionVotes.questionId, q2.id), eq(questionVotes.userId, b.user.id)));
    const comment = (cookie: string, answerId: number) =>
      as(ctx.app, cookie, { method: "POST", url: `/api/answers/${answerId}/comments`, payload: { content: "Thanks, that helps." } });
    expect((await comment(b.cookie, answer.id)).statusCode).toBe(201);
    expect((await comment(author.cookie, answer.id)).statusCode).toBe(201);
    await as(ctx.app, b.cookie, { method: "POST", url: `/api/users/${author.user.id}/follow` });
    await as(ctx.app, c.cookie, { method: "POST", url: `/api/users/${author.user.id}/follow` });
    await db
      .update(userFollows)
      .set({ createdAt: daysAgo(35) })
      .where(and(eq(userFollows.followerId, c.user.id), eq(userFollows.followeeId, author.user.id)));

    const month: ContentStats = (await stats(author.cookie, "?range=30d")).json();
    expect(month.figures).toEqual([
      { key: "views", value: 11, previous: 7 },
      { key: "upvotes", value: 3, previous: 1 },
      { key: "answersReceived", value: 1, previous: 0 },
      { key: "answersWritten", value: 2, previous: 0 },
      { key: "commentsReceived", value: 1, previous: 0 },
      { key: "newFollowers", value: 1, previous: 1 },
    ]);
    expect(total(month, "views")).toBe(11);
    expect(month.series.at(-1)!.values.views).toBe(5);
    expect(month.series.at(-4)!.values.views).toBe(4);
    expect(month.series.at(-11)!.values.views).toBe(2);
    expect(total(month, "upvotes")).toBe(3);
    expect(month.series.at(-1)!.values.upvotes).toBe(3);
    expect(month.topQuestions.map((item) => [item.id, item.views, item.upvotes])).toEqual([
      [q1.id, 9, 1],
      [q2.id, 2, 0],
    ]);
    expect(month.topAnswers.map((item) => [item.id, item.questionId, item.upvotes, item.comments])).toEqual([
      [answer.id, theirs.id, 1, 1],
      [own.id, q1.id, 1, 0],
    ]);

    const week: ContentStats = (await stats(author.cookie, "?range=7d")).json();
    expect(figure(week, "views")).toEqual({ key: "views", value: 9, previous: 2 });
    expect(week.series).toHaveLength(7);

    const questionsOnly: ContentStats = (await stats(author.cookie, "?filter=questions")).json();
    expect(questionsOnly.figures).toEqual([
      { key: "views", value: 11, previous: 7 },
      { key: "upvotes", value: 1, previous: 1 },
      { key: "answersReceived", value: 1, previous: 0 },
      { key: "questionsAsked", value: 2, previous: 0 },
    ]);
    expect(questionsOnly.topAnswers).toEqual([]);

    const answersOnly: ContentStats = (await stats(author.cookie, "?filter=answers")).json();
    expect(answersOnly.figures).toEqual([
      { key: "upvotes", value: 2, previous: 0 },
      { key: "answersWritten", value: 2, previous: 0 },
      { key: "commentsReceived", value: 1, previous: 0 },
    ]);
    expect(answersOnly.topQuestions).toEqual([]);
    expect(Object.keys(answersOnly.series[0]!.values)).toEqual(["upvotes", "answersWritten", "commentsReceived"]);

    const year: ContentStats = (await stats(author.cookie, "?range=1y")).json();
    expect(year).toMatchObject({ bucket: "week" });
    expect(year.series).toHaveLength(53);
    expect(figure(year, "views")!.value).toBe(1018);
    expect(total(year, "views")).toBe(1018);
    const quarter: ContentStats = (await stats(author.cookie, "?range=90d")).json();
    expect(quarter.series).toHaveLength(13);
    expect(total(quarter, "views")).toBe(1018);
  });
});
