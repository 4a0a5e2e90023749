import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { openDatabase, type Database } from "../db/client";
import { jobs } from "../db/schema/jobs";
import { buildTestApp, createClusterDatabase, createTestContext, describeApi, registerMember, type TestContext } from "../test/app";
import { startTestSmtp, type TestSmtp } from "../test/smtp";
import { backoffMs } from "./queue";

const onPostgres = process.env.PONDER_TEST_DB === "postgres";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where a database that outlives its first opening lives: a PGlite data directory, or a new database on the test cluster. */
async function durableDatabase(): Promise<{ open(): Promise<Database>; dispose(): Promise<void> }> {
  if (onPostgres) {
    const url = await createClusterDatabase("ponder_jobs");
    return { open: () => openDatabase({ url }), dispose: async () => undefined };
  }
  const dir = mkdtempSync(path.join(tmpdir(), "ponder-jobs-"));
  return { open: () => openDatabase({ dataDir: dir }), dispose: async () => rmSync(dir, { recursive: true, force: true }) };
}

describe("backoff", () => {
  it("doubles from the base, up to the cap", () => {
    expect([1, 2, 3, 4, 10].map((attempt) => backoffMs(attempt, 1000, 5000))).toEqual([1000, 2000, 4000, 5000, 5000]);
  });
});

describeApi("the job queue", () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(async () => smtp?.close());

  it("keeps a job through a restart: the next app on the same database runs it", async () => {
    const store = await durableDatabase();
    try {
      let database = await store.open();
      await database.migrate();
      const first = await buildTestApp(database, { SMTP_URL: smtp.url });
      const member = await registerMember(first);
      const asked = await first.inject({ method: "POST", url: "/api/auth/password-reset", payload: { email: member.credentials.email } });
      expect(asked.statusCode).toBe(202);
      // The process ends before any job ran.
      await first.close();
      await database.close();
      expect(smtp.received).toHaveLength(0);

      database = await store.open();
      const second = await buildTestApp(database, { SMTP_URL: smtp.url }, { jobs: { start: true, pollMs: 25 } });
      await second.ready();
      const [mail] = await smtp.waitFor(1);
      expect(mail!.subject).toBe("Reset your Ponder password");
      expect(mail!.text).toContain("/reset-password?token=");
      await second.close();
      await database.close();
    } finally {
      await store.dispose();
    }
  });

  describe("two apps on one database", () => {
    let ctx: TestContext;
    let other: Awaited<ReturnType<typeof buildTestApp>>;
    beforeAll(async () => {
      ctx = await createTestContext({}, { jobs: { retryBaseMs: 20 } });
      other = await buildTestApp(ctx.database, {}, { jobs: { retryBaseMs: 20 } });
    });
    afterAll(async () => {
      await other?.close();
      await ctx?.close();
    });

    it("runs each job once, whichever app claims it", async () => {
      const runs = new Map<number, string[]>();
      for (const [name, app] of [["a", ctx.app], ["b", other]] as const) {
        app.jobs.register("test.count", async (payload) => {
          const n = Number(payload.n);
          runs.set(n, [...(runs.get(n) ?? []), name]);
          await sleep(5);
        });
      }
      for (let n = 0; n < 40; n++) await ctx.app.jobs.enqueue("test.count", { n });
      await Promise.all([ctx.app.jobs.drain(), other.jobs.drain(), ctx.app.jobs.drain(), other.jobs.drain()]);
      expect(runs.size).toBe(40);
      for (const [, by] of runs) expect(by).toHaveLength(1);
      expect(await ctx.database.db.select().from(jobs).where(eq(jobs.name, "test.count"))).toHaveLength(0);
    });

    it("tries a failing job again with backoff and keeps it as failed after its last try", async () => {
      let tries = 0;
      ctx.app.jobs.register("test.fail", async () => {
        tries += 1;
        throw new Error(`no luck ${tries}`);
      });
      await ctx.app.jobs.enqueue("test.fail", {}, { maxAttempts: 3 });
      for (let round = 0; round < 20 && tries < 3; round++) {
        await ctx.app.jobs.drain();
        await sleep(30);
      }
      expect(tries).toBe(3);
      const [row] = await ctx.database.db.select().from(jobs).where(eq(jobs.name, "test.fail"));
      expect(row).toMatchObject({ status: "failed", attempts: 3, lastError: "no luck 3" });
    });

    it("keeps one pending job per singleton key", async () => {
      expect(await ctx.app.jobs.enqueue("test.count", { n: 1 }, { singletonKey: "one", runAt: new Date(Date.now() + 60_000) })).toBe(true);
      expect(await other.jobs.enqueue("test.count", { n: 2 }, { singletonKey: "one", runAt: new Date(Date.now() + 60_000) })).toBe(false);
      expect(await ctx.database.db.select().from(jobs).where(eq(jobs.singletonKey, "one"))).toHaveLength(1);
    });
  });
});
