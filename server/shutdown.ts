import { Worker } from "node:worker_threads";

/** Where the shutdown tells its steps: the app's logger in a server process, the console in the cluster primary. */
export interface ShutdownLog {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export interface ShutdownOptions {
  /** The bound (SHUTDOWN_TIMEOUT_SECONDS): the process is gone this long after the first signal, whatever closing does. */
  timeoutSeconds: number;
  /** Closes everything (the server, the database, the workers); a rejection is logged and the process exits 1. */
  close(signal: NodeJS.Signals): Promise<void>;
  /** Called when the bound passed with closing unfinished, just before the exit (the primary kills its workers). */
  onTimeout?(): void;
  log: ShutdownLog;
}

/** How long after the bound the watchdog thread kills a process whose main thread never came back to run the timer. */
const WATCHDOG_GRACE_MS = 1_000;

/**
 * A write to stdout or stderr whose reader went away (a closed pipe: EPIPE) is emitted as an
 * 'error' nobody listens to, which ends the process wherever it is, a database close included.
 * There is nowhere left to report it, so it is dropped and the process goes on (or shuts down).
 */
export function dropOutputErrors() {
  for (const stream of [process.stdout, process.stderr]) stream.on("error", () => undefined);
}

/**
 * Ends the process within `timeoutSeconds` of the first SIGTERM or SIGINT (decision 040):
 * exit 0 when `close` finished, 1 when it failed (logged) or did not finish in time. A second
 * signal starts no second close (a terminal's Ctrl-C reaches the cluster's workers twice: from
 * the terminal and from the primary). The timer stays ref'd: it can hold the process only until
 * it fires, whereas an unref'd one would let a close stuck on a bare promise end the process
 * with status 0. Returns `stop`, for a shutdown the process decides on itself (`signal` is
 * what `close` passes on, `why` what the log says).
 */
export function exitOnSignals(options: ShutdownOptions): (signal: NodeJS.Signals, why?: string) => void {
  const { log } = options;
  // Logging must not be what stops the shutdown (a logger whose stream went away, say).
  const say = (write: () => void) => {
    try {
      write();
    } catch {
      // nowhere to tell it
    }
  };
  let stopping = false;
  const stop = (signal: NodeJS.Signals, why = `${signal} received`) => {
    if (stopping) {
      say(() => log.info(`${signal} received again; already shutting down (at most ${options.timeoutSeconds} s)`));
      return;
    }
    stopping = true;
    const timeoutMs = options.timeoutSeconds * 1_000;
    say(() => log.info(`${why}, shutting down (at most ${options.timeoutSeconds} s)`));
    setTimeout(() => {
      say(() => log.error(`Shutdown did not finish within ${options.timeoutSeconds} s (SHUTDOWN_TIMEOUT_SECONDS); exiting`));
      say(() => options.onTimeout?.());
      process.exit(1);
    }, timeoutMs);
    startWatchdog(timeoutMs + WATCHDOG_GRACE_MS);
    // An async wrapper: a close that throws before its first await is a rejection too.
    (async () => options.close(signal))().then(
      () => process.exit(0),
      (error: unknown) => {
        say(() => log.error("Shutdown failed; exiting", error));
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  return stop;
}

/**
 * The last resort: a close that holds the main thread itself (a synchronous loop, a write to a
 * full pipe) keeps the bound's timer from ever running. A thread of its own sleeps past the
 * bound and then kills the whole process (SIGKILL: no 'exit' handler runs, so a PGlite lock
 * stays behind with a dead pid, which the next start takes over). It ends with the process.
 */
function startWatchdog(ms: number) {
  try {
    const watchdog = new Worker(
      `const { workerData } = require("node:worker_threads");
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.ms);
      process.kill(workerData.pid, "SIGKILL");`,
      // No preloads (tsx): the thread starts in a few milliseconds and needs nothing else. It
      // writes nothing: a write to a full pipe could hold it as it holds the main thread.
      { eval: true, workerData: { ms, pid: process.pid }, execArgv: [] },
    );
    watchdog.unref();
    watchdog.on("error", () => undefined);
  } catch {
    // Without a thread (none left to make) the timer is still the bound.
  }
}
