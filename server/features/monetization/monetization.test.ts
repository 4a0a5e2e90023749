import { afterAll, beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { MonetizationOverview, MonetizationStream, StreamStatus } from "@shared/monetization";
import { adCampaigns, questionViewDays } from "../../db/schema/creators";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { answerQuestion, askQuestion } from "../../test/factories";

const dayAgo = (days: number) => new Date(Date.now() - days * 24 * 3_600_000).toISOString().slice(0, 10);

describeApi("monetization", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  const overview = async (cookie: string): Promise<MonetizationOverview> => (await as(ctx.app, cookie, { method: "GET", url: "/api/monetization" })).json();
  const stream = (body: MonetizationOverview, id: MonetizationStream) => body.streams.find((item) => item.stream === id)!;
  const join = (cookie: string, id: string, method: "POST" | "DELETE" = "POST") =>
    as(ctx.app, cookie, { method, url: `/api/monetization/streams/${id}` });

  it("needs a session, and a known stream", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/monetization" })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "POST", url: "/api/monetization/streams/tip-jar" })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "DELETE", url: "/api/monetization/streams/tip-jar" })).statusCode).toBe(401);
    const { cookie } = await registerMember(ctx.app);
    expect((await join(cookie, "lottery")).statusCode).toBe(404);
  });

  it("shows the four streams pending for a new member, with nothing estimated", async () => {
    const { cookie } = await registerMember(ctx.app);
    const body = await overview(cookie);
    expect(body.streams.map((item) => item.stream)).toEqual(["partner-program", "plus-revenue-share", "sponsored-content", "tip-jar"]);
    expect(body.streams.every((item) => item.status === "pending" && item.estimatedCents === 0 && !item.enrolled)).toBe(true);
    expect(stream(body, "partner-program")).toMatchObject({ eligible: false, progress: { current: 0, target: 100_000 } });
    expect(stream(body, "tip-jar")).toMatchObject({ eligible: true, status: "pending" });
    expect(body.totalEstimatedCents).toBe(0);
  });

  it("joins and leaves a stream; the Tip Jar is active once joined", async () => {
    const { cookie } = await registerMember(ctx.app);
    const joined = await join(cookie, "tip-jar");
    expect(joined.statusCode).toBe(200);
    expect(stream(joined.json(), "tip-jar")).toMatchObject<Partial<StreamStatus>>({ enrolled: true, status: "active", estimatedCents: 0 });
    // Joining twice changes nothing.
    expect(stream((await join(cookie, "tip-jar")).json(), "tip-jar")).toMatchObject({ enrolled: true });
    // A stream whose condition is not met stays pending when joined.
    expect(stream((await join(cookie, "partner-program")).json(), "partner-program")).toMatchObject({ enrolled: true, status: "pending" });
    const left = await join(cookie, "tip-jar", "DELETE");
    expect(stream(left.json(), "tip-jar")).toMatchObject({ enrolled: false, status: "pending", joinedAt: null });
    expect(stream(await overview(cookie), "partner-program")).toMatchObject({ enrolled: true });
  });

  it("computes eligibility and estimates from the member's views, Ponder+ engagement and sponsored clicks", async () => {
    const author = await registerMember(ctx.app);
    const plus = await registerMember(ctx.app);
    const free = await registerMember(ctx.app);
    const db = ctx.database.db;
    expect((await as(ctx.app, plus.cookie, { method: "POST", url: "/api/subscriptions/ponder-plus" })).statusCode).toBeLessThan(300);
    const question = await askQuestion(ctx.app, author.cookie, { title: "How do partner programmes pay?" });
    const answerOfTheirs = await answerQuestion(ctx.app, author.cookie, (await askQuestion(ctx.app, free.cookie)).id);

    await db.insert(questionViewDays).values([
      { questionId: question.id, day: dayAgo(0), views: 60_000 },
      { questionId: question.id, day: dayAgo(10), views: 39_999 },
      // Outside the last 30 days.
      { questionId: question.id, day: dayAgo(40), views: 50_000 },
    ]);
    for (const id of ["partner-program", "plus-revenue-share", "sponsored-content"]) await join(author.cookie, id);
    let body = await overview(author.cookie);
    expect(stream(body, "partner-program")).toMatchObject({ eligible: false, status: "pending", basis: 99_999, estimatedCents: 0 });
    expect(stream(body, "plus-revenue-share")).toMatchObject({ eligible: false, status: "pending", basis: 0 });
    expect(stream(body, "sponsored-content")).toMatchObject({ eligible: false, status: "pending", basis: 0 });

    await db.update(questionViewDays).set({ views: 40_000 }).where(eq(questionViewDays.day, dayAgo(10)));
    const vote = (cookie: string, url: string) => as(ctx.app, cookie, { method: "POST", url, payload: { value: 1 } });
    await vote(plus.cookie, `/api/questions/${question.id}/vote`);
    await vote(plus.cookie, `/api/answers/${answerOfTheirs.id}/vote`);
    await answerQuestion(ctx.app, plus.cookie, question.id);
    // A member without Ponder+ engages too: not part of the share.
    await vote(free.cookie, `/api/questions/${question.id}/vote`);
    const ad = await as(ctx.app, author.cookie, {
      method: "POST",
      url: "/api/ads",
      payload: { title: "Read my answers", type: "sponsored-content", dailyBudget: 5, duration: "1-month", targetAudience: "all" },
    });
    await db.update(adCampaigns).set({ clicks: 7 }).where(eq(adCampaigns.id, ad.json().id));

    body = await overview(author.cookie);
    expect(stream(body, "partner-program")).toMatchObject({ eligible: true, status: "active", basis: 100_000, estimatedCents: 10_000 });
    expect(stream(body, "plus-revenue-share")).toMatchObject({ eligible: true, status: "active", basis: 3, estimatedCents: 15 });
    expect(stream(body, "sponsored-content")).toMatchObject({ eligible: true, status: "active", basis: 7, estimatedCents: 350 });
    expect(stream(body, "tip-jar")).toMatchObject({ status: "pending", estimatedCents: 0 });
    expect(body.totalEstimatedCents).toBe(10_365);

    // Leaving a stream stops its estimate.
    body = (await join(author.cookie, "partner-program", "DELETE")).json();
    expect(stream(body, "partner-program")).toMatchObject({ eligible: true, status: "pending", estimatedCents: 0 });
    expect(body.totalEstimatedCents).toBe(365);
  });
});
