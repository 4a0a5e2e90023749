import { afterAll, beforeAll, expect, it } from "vitest";
import { topics } from "../../db/schema/content";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";

describeApi("topics and onboarding", () => {
  let ctx: TestContext;
  let ids: number[];
  beforeAll(async () => {
    ctx = await createTestContext();
    const rows = await ctx.database.db
      .insert(topics)
      .values(["Physics", "Cooking", "History", "Travel"].map((name) => ({ name, description: `All about ${name}` })))
      .returning({ id: topics.id });
    ids = rows.map((row) => row.id);
  });
  afterAll(() => ctx?.close());

  it("lists topics with their follower counts", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/topics" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(4);
    expect(response.json()[0]).toMatchObject({ name: expect.any(String), description: expect.any(String), followerCount: 0 });
  });

  it("follows and unfollows idempotently, keeping the counter right", async () => {
    const { cookie } = await registerMember(ctx.app);
    const call = (method: "POST" | "DELETE") => as(ctx.app, cookie, { method, url: `/api/topics/${ids[0]}/follow` });
    expect((await call("POST")).json()).toEqual({ following: true, followerCount: 1 });
    expect((await call("POST")).json()).toEqual({ following: true, followerCount: 1 });
    const status = await as(ctx.app, cookie, { method: "GET", url: `/api/topics/${ids[0]}/following` });
    expect(status.json()).toEqual({ following: true });
    const followed = await as(ctx.app, cookie, { method: "GET", url: "/api/users/topics/followed" });
    expect(followed.json().map((topic: { id: number }) => topic.id)).toEqual([ids[0]]);
    expect((await call("DELETE")).json()).toEqual({ following: false, followerCount: 0 });
    expect((await call("DELETE")).json()).toEqual({ following: false, followerCount: 0 });
  });

  it("needs a session to follow, and a real topic", async () => {
    expect((await ctx.app.inject({ method: "POST", url: `/api/topics/${ids[0]}/follow` })).statusCode).toBe(401);
    const { cookie } = await registerMember(ctx.app);
    const missing = await as(ctx.app, cookie, { method: "POST", url: "/api/topics/999999/follow" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Topic not found");
    expect((await as(ctx.app, cookie, { method: "POST", url: "/api/topics/abc/follow" })).statusCode).toBe(404);
  });

  it("completes onboarding", async () => {
    const { cookie } = await registerMember(ctx.app);
    const response = await as(ctx.app, cookie, { method: "PATCH", url: "/api/users/onboarding", payload: { completed: true } });
    expect(response.statusCode).toBe(200);
    expect(response.json().onboardingCompleted).toBe(true);
    const me = await as(ctx.app, cookie, { method: "GET", url: "/api/auth/user" });
    expect(me.json().onboardingCompleted).toBe(true);
    const bad = await as(ctx.app, cookie, { method: "PATCH", url: "/api/users/onboarding", payload: { completed: "yes" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("completed");
  });
});
