import cluster, { type Worker } from "node:cluster";

/** How long a replacement waits after a worker died, so a crash loop never spins the CPU. */
const RESTART_DELAY_MS = 1_000;

/**
 * The primary of WEB_CONCURRENCY > 1: forks `count` workers that each run the whole server
 * and share the port (node:cluster hands connections round-robin); it serves nothing itself.
 * A worker that dies is replaced, unless it exited with an error before any worker ever
 * listened (the database unreachable, say): that stops everything with its exit code, since
 * another would fail the same way. SIGTERM and SIGINT go to every worker, and the primary exits when they
 * have.
 */
export function runPrimary(count: number, announce: (port: number) => void) {
  let stopping = false;
  let exitCode = 0;
  let announced = false;

  const fork = () => {
    const worker = cluster.fork();
    worker.on("listening", (address) => {
      if (!announced) announce(address.port);
      announced = true;
    });
  };

  cluster.on("exit", (_worker, code, signal) => {
    if (stopping) {
      if (!Object.keys(cluster.workers ?? {}).length) process.exit(exitCode);
      return;
    }
    // Failing by itself before any worker ever served (the database unreachable, say) would
    // only repeat; a worker killed from outside, or one dying once the site was up, is replaced.
    if (!announced && code) {
      console.error(`A Ponder worker could not start (exit ${code ?? signal}); stopping.`);
      stop("SIGTERM", code || 1);
      return;
    }
    console.warn(`A Ponder worker died (exit ${code ?? signal}); starting another.`);
    setTimeout(fork, RESTART_DELAY_MS);
  });

  const stop = (signal: NodeJS.Signals, code = 0) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
    if (!workers.length) process.exit(exitCode);
    for (const worker of workers) worker.process.kill(signal);
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  for (let index = 0; index < count; index++) fork();
}
