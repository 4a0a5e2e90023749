import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { addViewCounts } from "./questions.queries";

/**
 * How long counted views wait in a process before they reach questions.view_count. Each
 * flush changes every viewed question's row once (and so, through the public cache's
 * trigger, drops its cached pages once), instead of once per view.
 */
export const VIEW_FLUSH_INTERVAL_MS = 10_000;

/** Counted views waiting to be added to their questions' view_count (app.viewCounts). */
export interface ViewCounts {
  /** One more counted view of the question, written at the next flush. */
  add(questionId: number): void;
  /** Writes every waiting view now, in one statement; on failure they wait for the next. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is waiting (the app's onClose). */
  close(): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Counted views waiting for their flush (tests flush them through it). */
    viewCounts: ViewCounts;
  }
}

/**
 * Batches view_count increments per process: the first view after a flush starts a timer of
 * `intervalMs`, and the flush adds every question's views in one UPDATE. The once per viewer
 * per hour rule is not here but in the database (question_views, recordView), so it holds
 * across processes; a crash loses at most one interval's increments, never a dedupe row.
 */
export function createViewCounts(db: Db, { log, intervalMs = VIEW_FLUSH_INTERVAL_MS }: { log: FastifyBaseLogger; intervalMs?: number }): ViewCounts {
  let waiting = new Map<number, number>();
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  // Flushes run one after another, so a batch handed back after a failure is never overtaken.
  let previous: Promise<void> = Promise.resolve();

  function schedule() {
    if (timer || closed || waiting.size === 0) return;
    timer = setTimeout(() => {
      timer = null;
      flush().catch((error: unknown) => log.error({ err: error }, "view counts not written; trying again at the next flush"));
    }, intervalMs);
    // Waiting views never keep a process alive: close() writes them.
    timer.unref();
  }

  async function writeWaiting() {
    if (waiting.size === 0) return;
    const batch = waiting;
    waiting = new Map();
    try {
      await addViewCounts(db, batch);
    } catch (error) {
      for (const [id, views] of batch) waiting.set(id, (waiting.get(id) ?? 0) + views);
      schedule();
      throw error;
    }
  }

  function flush(): Promise<void> {
    const run = previous.then(writeWaiting);
    previous = run.catch(() => {});
    return run;
  }

  return {
    add(questionId) {
      waiting.set(questionId, (waiting.get(questionId) ?? 0) + 1);
      schedule();
    },
    flush,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await flush();
    },
  };
}
