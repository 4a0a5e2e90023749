import cluster, { type Worker } from "node:cluster";
import { exitOnSignals } from "./shutdown";

/** How long a replacement waits after a worker died, so a crash loop never spins the CPU. */
const RESTART_DELAY_MS = 1_000;

/**
 * The primary of WEB_CONCURRENCY > 1: forks `count` workers that each run the whole server
 * and share the port (node:cluster hands connections round-robin); it serves nothing itself.
 * A worker that dies is replaced, unless it exited with an error before any worker ever
 * listened (the database unreachable, say): that stops everything, since another would fail
 * the same way. SIGTERM and SIGINT go to every worker, and the primary exits when they have
 * (1 when one of them failed to close), or after `shutdownTimeoutSeconds` at most, killing
 * the workers still closing (decision 040).
 */
export function runPrimary(count: number, shutdownTimeoutSeconds: number, announce: (port: number) => void) {
  let stopping = false;
  let failure = "";
  let announced = false;
  let allExited = () => {};
  const exited = new Promise<void>((resolve) => (allExited = resolve));
  const alive = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));

  /** Workers that were serving: one still starting has nothing to close yet. */
  const serving = new Set<number>();
  let forwarded: NodeJS.Signals | null = null;
  const fork = () => {
    const worker = cluster.fork();
    worker.on("listening", (address) => {
      serving.add(worker.id);
      if (!announced) announce(address.port);
      announced = true;
    });
  };

  const stop = exitOnSignals({
    timeoutSeconds: shutdownTimeoutSeconds,
    log: { info: (message) => console.info(message), error: (message, error) => console.error(message, error instanceof Error ? error.message : (error ?? "")) },
    close: async (signal) => {
      stopping = true;
      forwarded = signal;
      for (const worker of alive()) worker.process.kill(signal);
      if (alive().length) await exited;
      if (failure) throw new Error(failure);
    },
    onTimeout: () => {
      const left = alive();
      console.error(`${left.length} worker(s) still closing (pid ${left.map((worker) => worker.process.pid).join(", ")}); killing them`);
      for (const worker of left) worker.process.kill("SIGKILL");
    },
  });

  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      // A worker still starting (a replacement, say) may end by the very signal passed on to it
      // before its handlers are in place: it served nothing and had nothing to close.
      const endedWhileStarting = !serving.has(worker.id) && signal !== null && signal === forwarded;
      if ((code || signal) && !endedWhileStarting) failure ||= `A Ponder worker ended its shutdown with exit ${code ?? signal}`;
      if (!alive().length) allExited();
      return;
    }
    // Failing by itself before any worker ever served (the database unreachable, say) would
    // only repeat; a worker killed from outside, or one dying once the site was up, is replaced.
    if (!announced && code) {
      failure = `A Ponder worker could not start (exit ${code})`;
      stop("SIGTERM", failure);
      return;
    }
    console.warn(`A Ponder worker died (exit ${code ?? signal}); starting another.`);
    // Not once the shutdown began: a worker forked then would only be killed at the bound.
    setTimeout(() => stopping || fork(), RESTART_DELAY_MS);
  });

  for (let index = 0; index < count; index++) fork();
}
