import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestContext, describeApi, registerMember, type TestContext } from "../test/app";
import { jobs } from "../db/schema/jobs";
import { ANALYZE_EVERY_HOURS, ANALYZE_JOB, FIRST_ANALYZE_DELAY_MS } from "./db-statistics";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describeApi("the planner's statistics (decision 057)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.app.ready();
  });
  afterAll(() => ctx.close());

  const pending = () => ctx.database.db.select({ runAt: jobs.runAt }).from(jobs).where(eq(jobs.name, ANALYZE_JOB));
  const tuples = async () => Number(rowsOf<{ n: number }>(await ctx.database.db.execute(sql`select reltuples::int as n from pg_class where relname = 'reputation_events'`))[0]!.n);

  it("analyzes the embedded database a minute after the start and every few hours after; PostgreSQL has autovacuum", async () => {
    const chain = await pending();
    if (ctx.database.kind !== "pglite") {
      expect(chain).toEqual([]);
      return;
    }
    expect(chain).toHaveLength(1);
    expect(chain[0]!.runAt.getTime() - Date.now()).toBeGreaterThan(FIRST_ANALYZE_DELAY_MS - 30_000);

    // Rows the planner knows nothing of (a table never analyzed counts -1 tuples)...
    const { user } = await registerMember(ctx.app);
    await ctx.database.db.execute(sql`
      insert into reputation_events (user_id, reason, points, delta, cause)
      select ${user.id}::uuid, 'answer-accepted', 15, 15, 'statistics-test:' || g from generate_series(1, 40) g`);
    expect(await tuples()).toBeLessThan(40);

    // ...are counted once the job runs, and the next pass is hours away.
    await ctx.database.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(eq(jobs.name, ANALYZE_JOB));
    expect(await ctx.app.jobs.drain()).toBeGreaterThanOrEqual(1);
    expect(await tuples()).toBe(40);
    const next = await pending();
    expect(next).toHaveLength(1);
    expect(next[0]!.runAt.getTime() - Date.now()).toBeGreaterThan(ANALYZE_EVERY_HOURS * 3_600_000 - 60_000);
  });
});
