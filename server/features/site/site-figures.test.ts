import { afterAll, beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { questionViews } from "../../db/schema/content";
import { users } from "../../db/schema/users";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { askQuestion } from "../../test/factories";

const DAY_MS = 24 * 3_600_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

describeApi("the site's counted figures (GET /api/site/figures)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  it("counts members, Ponder+ members, recent readers and the readers ads reach, from the rows", async () => {
    const db = ctx.database.db;
    const [asker, reader, subscriber, gone] = await Promise.all([registerMember(ctx.app), registerMember(ctx.app), registerMember(ctx.app), registerMember(ctx.app)]);
    await db.update(users).set({ status: "suspended" }).where(eq(users.id, gone.user.id));
    expect((await as(ctx.app, subscriber.cookie, { method: "POST", url: "/api/subscriptions/ponder-plus" })).statusCode).toBe(201);
    const question = await askQuestion(ctx.app, asker.cookie, { title: "Who reads this question?" });
    await db.insert(questionViews).values([
      // Read in the window: a member, a Ponder+ member and a visitor.
      { questionId: question.id, viewerKey: `u:${reader.user.id}` },
      { questionId: question.id, viewerKey: `u:${subscriber.user.id}` },
      { questionId: question.id, viewerKey: "v:a-visitor" },
      // Read before it: not a reader of the last 30 days.
      { questionId: question.id, viewerKey: "v:long-ago", viewedAt: daysAgo(45) },
    ]);

    const response = await ctx.app.inject({ method: "GET", url: "/api/site/figures" });
    expect(response.statusCode).toBe(200);
    // Suspended accounts are not members; the Ponder+ trial counts as Ponder+; ads reach only the reader without it.
    expect(response.json()).toEqual({ members: 3, plusMembers: 1, readers: 3, adAudience: 1, days: 30 });
    // The same for members as for visitors.
    expect((await as(ctx.app, asker.cookie, { method: "GET", url: "/api/site/figures" })).json()).toEqual(response.json());
  });
});
