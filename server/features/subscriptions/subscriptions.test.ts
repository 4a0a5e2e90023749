import { afterAll, beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { subscriptions } from "../../db/schema/subscriptions";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";

const DAY_MS = 24 * 3_600_000;

describeApi("Ponder+ subscriptions", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  const me = (cookie: string) => as(ctx.app, cookie, { method: "GET", url: "/api/subscriptions/me" });
  const subscribe = (cookie: string) => as(ctx.app, cookie, { method: "POST", url: "/api/subscriptions/ponder-plus" });
  const cancel = (cookie: string) => as(ctx.app, cookie, { method: "POST", url: "/api/subscriptions/ponder-plus/cancel" });
  const resume = (cookie: string) => as(ctx.app, cookie, { method: "POST", url: "/api/subscriptions/ponder-plus/resume" });
  /** Moves the member's subscription dates, as time passing would. */
  // Written behind the app's back: the database announces it, and the next request must wait
  // for that announcement as the app's own writes do (on PostgreSQL it arrives asynchronously).
  const setDates = async (userId: string, dates: { trialEndsAt?: Date | null; currentPeriodEnd: Date }) => {
    await ctx.database.db.update(subscriptions).set(dates).where(eq(subscriptions.userId, userId));
    await ctx.database.notifications.flush();
  };

  it("needs a session", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/subscriptions/me" })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "POST", url: "/api/subscriptions/ponder-plus" })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "POST", url: "/api/subscriptions/ponder-plus/cancel" })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "POST", url: "/api/subscriptions/ponder-plus/resume" })).statusCode).toBe(401);
  });

  it("is inactive for a member who never subscribed", async () => {
    const { cookie } = await registerMember(ctx.app);
    const response = await me(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "inactive", plan: null, trialEndsAt: null, currentPeriodEnd: null, cancelAtPeriodEnd: false });
  });

  it("starts a 7-day free trial, then refuses a second subscribe with 409", async () => {
    const { cookie } = await registerMember(ctx.app);
    const before = Date.now();
    const started = await subscribe(cookie);
    expect(started.statusCode).toBe(201);
    const body = started.json();
    expect(body).toMatchObject({ status: "trialing", plan: "ponder-plus", cancelAtPeriodEnd: false });
    const trialEnd = Date.parse(body.trialEndsAt);
    expect(trialEnd).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
    expect(trialEnd).toBeLessThan(before + 7 * DAY_MS + 60_000);
    expect(body.currentPeriodEnd).toBe(body.trialEndsAt);
    expect((await me(cookie)).json()).toEqual(body);

    const again = await subscribe(cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: "conflict", message: "You are already subscribed." });
  });

  it("cancels at the period's end: access stays until then, then the status is canceled", async () => {
    const { cookie, user } = await registerMember(ctx.app);
    expect((await cancel(cookie)).statusCode).toBe(409);
    await subscribe(cookie);
    const canceled = await cancel(cookie);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({ status: "trialing", cancelAtPeriodEnd: true });
    // Still subscribed until the period ends.
    expect((await subscribe(cookie)).statusCode).toBe(409);
    await setDates(user.id, { trialEndsAt: new Date(Date.now() - DAY_MS), currentPeriodEnd: new Date(Date.now() - DAY_MS) });
    expect((await me(cookie)).json()).toMatchObject({ status: "canceled", plan: "ponder-plus", cancelAtPeriodEnd: true });
    expect((await cancel(cookie)).statusCode).toBe(409);
  });

  it("derives the status from the dates: active after the trial within a period, inactive once it ends", async () => {
    const { cookie, user } = await registerMember(ctx.app);
    await subscribe(cookie);
    await setDates(user.id, { trialEndsAt: new Date(Date.now() - DAY_MS), currentPeriodEnd: new Date(Date.now() + 10 * DAY_MS) });
    expect((await me(cookie)).json()).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
    await setDates(user.id, { trialEndsAt: new Date(Date.now() - 2 * DAY_MS), currentPeriodEnd: new Date(Date.now() - 1000) });
    expect((await me(cookie)).json()).toMatchObject({ status: "inactive", plan: "ponder-plus" });
    // The trial was used and no payment provider exists: no second trial, and nothing is charged.
    const again = await subscribe(cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Your free trial has been used. Paid subscriptions are not available yet.");
    expect((await me(cookie)).json().status).toBe("inactive");
  });

  it("resumes a cancelled subscription while its period lasts, and not after", async () => {
    const { cookie, user } = await registerMember(ctx.app);
    const none = await resume(cookie);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe("You do not have an active subscription.");
    await subscribe(cookie);
    await cancel(cookie);
    const resumed = await resume(cookie);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ status: "trialing", cancelAtPeriodEnd: false });
    expect((await me(cookie)).json().cancelAtPeriodEnd).toBe(false);
    // Resuming what was not cancelled changes nothing.
    expect((await resume(cookie)).json()).toMatchObject({ status: "trialing", cancelAtPeriodEnd: false });
    await cancel(cookie);
    await setDates(user.id, { trialEndsAt: new Date(Date.now() - DAY_MS), currentPeriodEnd: new Date(Date.now() - 1000) });
    expect((await resume(cookie)).statusCode).toBe(409);
    expect((await me(cookie)).json()).toMatchObject({ status: "canceled", cancelAtPeriodEnd: true });
  });

  it("accepts an empty JSON body, and still refuses malformed JSON", async () => {
    const { cookie } = await registerMember(ctx.app);
    const json = { "content-type": "application/json" };
    const started = await as(ctx.app, cookie, { method: "POST", url: "/api/subscriptions/ponder-plus", headers: json, payload: "" });
    expect(started.statusCode).toBe(201);
    expect(started.json().status).toBe("trialing");
    const canceled = await as(ctx.app, cookie, { method: "POST", url: "/api/subscriptions/ponder-plus/cancel", headers: json, payload: "" });
    expect(canceled.json().cancelAtPeriodEnd).toBe(true);
    const resumed = await as(ctx.app, cookie, { method: "POST", url: "/api/subscriptions/ponder-plus/resume", headers: json, payload: "{}" });
    expect(resumed.json().cancelAtPeriodEnd).toBe(false);
    const malformed = await as(ctx.app, cookie, { method: "POST", url: "/api/subscriptions/ponder-plus/cancel", headers: json, payload: "{nope" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe("Malformed JSON in request body");
    const poisoned = await as(ctx.app, cookie, { method: "POST", url: "/api/subscriptions/ponder-plus/cancel", headers: json, payload: '{"__proto__":{"x":1}}' });
    expect(poisoned.statusCode).toBe(400);
  });

  it("leaves other routes' JSON parsing as it was", async () => {
    const { cookie } = await registerMember(ctx.app);
    const empty = await as(ctx.app, cookie, { method: "POST", url: "/api/spaces", headers: { "content-type": "application/json" }, payload: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Request body must be a JSON object");
  });
});
