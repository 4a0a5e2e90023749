import { Worker } from "node:worker_threads";
import type { Locale } from "@shared/locales";

/**
 * Prerenders pages on threads of their own (issue 22, the long tail): a page that missed the
 * cache spent about a third of the event loop's time in React's renderToString, while the
 * machine's other core waited. The render is a function of the page's boot data, so a thread
 * gets the data as the JSON the page embeds anyway (`bootJson`) and answers the markup; the
 * event loop meanwhile reads the next pages' data. Each thread runs the bundle of
 * server/pages/render-worker.ts, made beside the server's (scripts/build-lib.mjs).
 *
 * A thread that dies (a crash, `process.exit` in a dependency) fails only the renders it had
 * and is replaced; a thread with renders waiting that answers nothing for `timeoutMs` (a
 * render in a loop that never ends) is ended and replaced, its renders failed, so no page
 * waits on it for good. A failed render is a page without its
 * prerender, which the browser renders itself (features/boot/page-html.ts).
 */
export interface RenderPool {
  render(url: string, page: string, bootJson: string, locale: Locale): Promise<string | null>;
  /** Ends every thread; renders not finished fail. */
  close(): Promise<void>;
  /** The threads as they are now (tests end one to see it replaced). */
  threads(): readonly Worker[];
}

export interface RenderPoolOptions {
  /** The built worker script (dist/server/render-worker.js). */
  entry: string;
  threads: number;
  /** A thread with renders waiting that answers nothing for this long is ended and replaced (default 10 s). */
  timeoutMs?: number;
  /** Told when a thread dies or is replaced (the app's logger). */
  onThreadError?: (error: unknown) => void;
}

/** What the main thread sends a render thread, and what it answers (server/pages/render-worker.ts). */
export interface RenderRequest {
  id: number;
  url: string;
  page: string;
  bootJson: string;
  locale: Locale;
}
export type RenderReply = { id: number; html: string | null } | { id: number; error: string };

interface Pending {
  resolve: (html: string | null) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
  /** Set once the thread is being replaced: its late answers are dropped. */
  gone: boolean;
  startedAt: number;
  /** When it last answered, or was given work while it had none. */
  lastProgress: number;
}

/** A thread that dies younger than this is replaced only this much later. */
const SHORT_LIFE_MS = 1_000;

export function createRenderPool(options: RenderPoolOptions): RenderPool {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const threads: Thread[] = [];
  let nextId = 1;
  let closed = false;

  const fail = (thread: Thread, error: Error) => {
    for (const pending of thread.pending.values()) pending.reject(error);
    thread.pending.clear();
  };

  /** Takes a thread out of the pool (ending it if it still runs) and starts its successor. */
  const replace = (thread: Thread, error: Error) => {
    if (thread.gone) return;
    thread.gone = true;
    fail(thread, error);
    void thread.worker.terminate();
    options.onThreadError?.(error);
    const index = threads.indexOf(thread);
    if (index === -1 || closed) return;
    // At once, but not for a thread that died as it started (a broken build): that would spin.
    if (Date.now() - thread.startedAt >= SHORT_LIFE_MS) {
      threads[index] = start();
      return;
    }
    const timer = setTimeout(() => {
      if (!closed) threads[index] = start();
    }, SHORT_LIFE_MS);
    timer.unref();
  };

  const start = (): Thread => {
    const worker = new Worker(options.entry);
    // A render thread never keeps the process alive: the server's close ends it.
    worker.unref();
    const thread: Thread = { worker, pending: new Map(), gone: false, startedAt: Date.now(), lastProgress: Date.now() };
    worker.on("message", (reply: RenderReply) => {
      const pending = thread.pending.get(reply.id);
      if (!pending || thread.gone) return;
      thread.pending.delete(reply.id);
      thread.lastProgress = Date.now();
      if ("error" in reply) pending.reject(new Error(`prerender failed on its thread: ${reply.error}`));
      else pending.resolve(reply.html);
    });
    worker.on("error", (error) => replace(thread, error));
    worker.on("exit", (code) => replace(thread, new Error(`render thread exited with code ${code}`)));
    return thread;
  };

  for (let index = 0; index < Math.max(1, options.threads); index++) threads.push(start());

  // A thread renders one page at a time, each in one synchronous run: one with renders waiting
  // that answers nothing for `timeoutMs` is stuck in a render, not behind a queue (a queue
  // longer than that, under a flood, still answers every few milliseconds).
  const watchdog = setInterval(
    () => {
      const now = Date.now();
      for (const thread of threads) {
        if (!thread.gone && thread.pending.size && now - thread.lastProgress > timeoutMs) {
          replace(thread, new Error(`render thread answered nothing in ${timeoutMs} ms with ${thread.pending.size} renders waiting`));
        }
      }
    },
    Math.max(25, Math.floor(timeoutMs / 4)),
  );
  watchdog.unref();

  return {
    render(url, page, bootJson, locale) {
      if (closed) return Promise.reject(new Error("render pool closed"));
      // The thread with the fewest renders waiting (one that is being replaced is skipped).
      let thread: Thread | undefined;
      for (const candidate of threads) {
        if (candidate.gone) continue;
        if (!thread || candidate.pending.size < thread.pending.size) thread = candidate;
      }
      if (!thread) return Promise.reject(new Error("no render thread is running"));
      const chosen = thread;
      const id = nextId++;
      if (!chosen.pending.size) chosen.lastProgress = Date.now();
      return new Promise<string | null>((resolve, reject) => {
        chosen.pending.set(id, { resolve, reject });
        chosen.worker.postMessage({ id, url, page, bootJson, locale } satisfies RenderRequest);
      });
    },
    async close() {
      closed = true;
      clearInterval(watchdog);
      const error = new Error("render pool closed");
      await Promise.all(
        threads.map((thread) => {
          thread.gone = true;
          fail(thread, error);
          return thread.worker.terminate();
        }),
      );
    },
    threads: () => threads.map((thread) => thread.worker),
  };
}
