import { and, eq, inArray, sql } from "drizzle-orm";
import type { JobQueue } from "./queue";
import type { Database, Db } from "../db/client";
import { jobs as jobsTable } from "../db/schema/jobs";

// The planner's statistics on the embedded database (decision 057). PostgreSQL's autovacuum
// analyzes a table once enough of it changed; PGlite has no autovacuum, so a site that grows on it
// never has statistics for what it wrote, and the planner guesses: on the benchmark's data set it
// read a member's reputation changes through the voter index, a vote then taking 7 ms instead of
// 4 (decision 056). One chain of `db.analyze` jobs analyzes the whole database a minute after the
// first start and then every few hours; ANALYZE reads a bounded sample of each table (30,000
// rows at the default statistics target), so its cost does not grow with the site.

export const ANALYZE_JOB = "db.analyze";
/** Hours between two passes. */
export const ANALYZE_EVERY_HOURS = 6;
/** The first pass comes this long after a start without a chain (not under the start's own work). */
export const FIRST_ANALYZE_DELAY_MS = 60_000;

export interface Statistics {
  /** Begins the chain unless one is pending (at start-up); nothing on PostgreSQL. */
  start(): Promise<void>;
}

export function scheduleStatistics({ database, db, jobs }: { database: Pick<Database, "kind">; db: Db; jobs: JobQueue }): Statistics {
  if (database.kind !== "pglite") return { start: async () => undefined };
  const next = (delayMs: number) => jobs.enqueue(ANALYZE_JOB, {}, { runAt: new Date(Date.now() + delayMs), singletonKey: ANALYZE_JOB });
  jobs.register(ANALYZE_JOB, async () => {
    await db.execute(sql`analyze`);
    await next(ANALYZE_EVERY_HOURS * 3_600_000);
  });
  return {
    async start() {
      const [inHand] = await db.select({ id: jobsTable.id }).from(jobsTable).where(and(eq(jobsTable.name, ANALYZE_JOB), inArray(jobsTable.status, ["pending", "running"]))).limit(1);
      if (!inHand) await next(FIRST_ANALYZE_DELAY_MS);
    },
  };
}
