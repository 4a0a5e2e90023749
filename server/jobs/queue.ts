import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import { jobs } from "../db/schema/jobs";
import { isUniqueViolation } from "../db/errors";

// The durable job queue (docs/decisions/027-mail-and-job-queue.md): one table, the same SQL on
// PGlite and PostgreSQL. A job is claimed with FOR UPDATE SKIP LOCKED, so among any number of
// processes on one database exactly one takes it; it is deleted when its handler succeeds, tried
// again with backoff when it throws, and kept as `failed` after its last try. A process that dies
// holding a job lets it go when its lease (locked_until) passes.

/** What a handler is told of the job it runs. */
export interface JobInfo {
  id: number;
  name: string;
  /** 1 on the first try. */
  attempt: number;
  maxAttempts: number;
}

export type JobHandler = (payload: Record<string, unknown>, job: JobInfo) => Promise<void>;

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** At most one pending job per key: a second enqueue with the key is dropped (returns false). */
  singletonKey?: string;
  maxAttempts?: number;
}

/** Anything that runs queries: the database or a transaction. */
type Executor = Pick<Db, "insert" | "execute">;

export interface JobQueue {
  /** The handler of jobs named `name`; every process registers the same ones. */
  register(name: string, handler: JobHandler): void;
  /** Adds a job (inside `executor`'s transaction when given); false when its singleton key was taken. */
  enqueue(name: string, payload: Record<string, unknown>, options?: EnqueueOptions, executor?: Executor): Promise<boolean>;
  /** Adds several jobs of one name in one statement; how many were added (taken singleton keys are dropped). */
  enqueueMany(name: string, items: { payload: Record<string, unknown>; options?: EnqueueOptions }[], executor?: Executor): Promise<number>;
  /** Runs every due job now, until none is left; how many ran (tests, and the poller). */
  drain(): Promise<number>;
  /** Starts polling for due jobs. */
  start(): void;
  /** Stops polling and waits for the jobs in hand. */
  close(): Promise<void>;
}

export interface QueueOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** How often each process looks for due jobs. */
  pollMs?: number;
  /** The first retry's delay; each next one doubles, up to maxBackoffMs. */
  retryBaseMs?: number;
  maxBackoffMs?: number;
  /** How long a claimed job is its process's before another may take it. */
  leaseMs?: number;
  /** Jobs claimed (and run side by side) at a time. */
  batchSize?: number;
}

type ClaimedRow = { id: string | number; name: string; payload: Record<string, unknown>; attempts: number; max_attempts: number };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The delay before try number `attempt + 1`: base, 2 base, 4 base, ... capped. */
export function backoffMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

export function createJobQueue({ db, log, pollMs = 1_000, retryBaseMs = 10_000, maxBackoffMs = 3_600_000, leaseMs = 300_000, batchSize = 5 }: QueueOptions): JobQueue {
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  let running: Promise<number> | null = null;

  const claim = async (): Promise<ClaimedRow[]> => {
    const names = [...handlers.keys()];
    if (!names.length) return [];
    const list = sql.join(names.map((name) => sql`${name}`), sql`, `);
    return rowsOf<ClaimedRow>(
      await db.execute(sql`
        update ${jobs} set status = 'running', attempts = attempts + 1, locked_until = now() + make_interval(secs => ${leaseMs / 1000})
        where id in (
          select id from ${jobs}
          where name in (${list})
            and ((status = 'pending' and run_at <= now()) or (status = 'running' and locked_until < now()))
          order by run_at, id
          limit ${batchSize}
          for update skip locked)
        returning id, name, payload, attempts, max_attempts`),
    );
  };

  const finish = async (row: ClaimedRow, error: unknown) => {
    const id = Number(row.id);
    if (error === null) {
      await db.delete(jobs).where(eq(jobs.id, id));
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    log.warn({ err: error, job: row.name, id, attempt: row.attempts }, "job failed");
    if (row.attempts >= row.max_attempts) {
      await db.update(jobs).set({ status: "failed", lastError: message, lockedUntil: null }).where(eq(jobs.id, id));
      return;
    }
    const delay = backoffMs(row.attempts, retryBaseMs, maxBackoffMs);
    const retry = { status: "pending" as const, lastError: message, lockedUntil: null, runAt: sql`now() + make_interval(secs => ${delay / 1000})` };
    try {
      await db.update(jobs).set(retry).where(and(eq(jobs.id, id), eq(jobs.status, "running")));
    } catch (conflict) {
      // Another pending job took the singleton key meanwhile: this one is retried without it.
      if (!isUniqueViolation(conflict)) throw conflict;
      await db.update(jobs).set({ ...retry, singletonKey: null }).where(eq(jobs.id, id));
    }
  };

  const runOne = async (row: ClaimedRow) => {
    const handler = handlers.get(row.name)!;
    let error: unknown = null;
    try {
      await handler(row.payload ?? {}, { id: Number(row.id), name: row.name, attempt: row.attempts, maxAttempts: row.max_attempts });
    } catch (thrown) {
      error = thrown ?? new Error("job failed");
    }
    await finish(row, error);
  };

  const drainOnce = async () => {
    let ran = 0;
    for (;;) {
      if (closed) return ran;
      const claimed = await claim();
      if (!claimed.length) return ran;
      await Promise.all(claimed.map(runOne));
      ran += claimed.length;
    }
  };

  const drain = () => {
    // One drain at a time in a process; a caller arriving meanwhile waits for it, then drains again.
    const next = (running ?? Promise.resolve(0)).catch(() => 0).then(drainOnce);
    running = next;
    return next;
  };

  const tick = () => {
    timer = null;
    if (closed) return;
    drain()
      .catch((error: unknown) => log.warn({ err: error }, "job queue poll failed"))
      .finally(() => {
        if (!closed) timer = setTimeout(tick, pollMs);
      });
  };

  const enqueueMany: JobQueue["enqueueMany"] = async (name, items, executor = db) => {
    if (!items.length) return 0;
    const rows = await executor
      .insert(jobs)
      .values(
        items.map(({ payload, options = {} }) => ({
          name,
          payload,
          runAt: options.runAt ?? sql`now()`,
          singletonKey: options.singletonKey ?? null,
          maxAttempts: options.maxAttempts ?? 10,
        })),
      )
      .onConflictDoNothing({ target: jobs.singletonKey, where: sql`status = 'pending'` })
      .returning({ id: jobs.id });
    return rows.length;
  };

  return {
    register(name, handler) {
      handlers.set(name, handler);
    },
    async enqueue(name, payload, options = {}, executor = db) {
      return (await enqueueMany(name, [{ payload, options }], executor)) > 0;
    },
    enqueueMany,
    drain,
    start() {
      if (closed || timer) return;
      timer = setTimeout(tick, 0);
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => 0);
    },
  };
}
