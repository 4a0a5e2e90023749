import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ponderArgs, serverBundle } from "./test/server-bundle";
import { ROOT_DIR } from "./paths";
import { findPgBin, freePort, startPgCluster } from "./test/pg-cluster";

/** The server as the tests' processes run it (server/test/server-bundle.ts). */
let bundle = "";
beforeAll(async () => {
  bundle = await serverBundle();
}, 120_000);

/**
 * Issue 20, point 9: SIGTERM and SIGINT end a real Ponder process within
 * SHUTDOWN_TIMEOUT_SECONDS whatever its close does, and a PGlite data directory stays locked
 * while the process lives. The close is broken by a preload that lives with the tests
 * (server/test/close-faults.ts); the PostgreSQL cases run in the PostgreSQL suite.
 */
const inPgSuite = process.env.PONDER_TEST_DB === "postgres";
const BOUND_S = 2;
/**
 * What a loaded machine may add to the bound: the exit itself, the test's own polling. A CI run
 * sharing two cores with the journeys measured 3.7 s for a 2 s bound, so the slack is 3 s; a hang
 * still shows, since a close that is never cut would run until the harness kills it at three slacks.
 */
const SLACK_MS = 3_000;

interface Ponder {
  child: ChildProcess;
  port: number;
  output(): string;
  /** Takes stdout's and stderr's reader away: every later write gets EPIPE. */
  closeOutput(): void;
  /** Resolves with the exit status (or signal) and the milliseconds since `signalledAt`. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) child.kill("SIGKILL");
});

function startPonder(env: Record<string, string>): Ponder {
  let output = "";
  const child = spawn(process.execPath, ponderArgs(bundle, ["close-faults"]), {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      SEED_DEMO: "false",
      SCRYPT_LOG_N: "10",
      LOG_LEVEL: "info",
      WEB_CONCURRENCY: "1",
      SHUTDOWN_TIMEOUT_SECONDS: String(BOUND_S),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  const onOutput = (chunk: Buffer) => (output += chunk.toString());
  child.stdout!.on("data", onOutput);
  child.stderr!.on("data", onOutput);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const closeOutput = () => {
    child.stdout!.destroy();
    child.stderr!.destroy();
  };
  return { child, port: Number(env.PORT), output: () => output, closeOutput, exited };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the server answers /api/health. */
async function healthy(ponder: Ponder) {
  const since = Date.now();
  for (;;) {
    if (ponder.child.exitCode !== null) throw new Error(`Ponder exited (${ponder.child.exitCode}):\n${ponder.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${ponder.port}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    // A start on CI's loaded two cores once took over 60 s (when tsx compiled the server in each process).
    if (Date.now() - since > 150_000) throw new Error(`Ponder not healthy after 150 s:\n${ponder.output()}`);
    await sleep(100);
  }
}

/** Waits until `count` processes (the cluster's workers) logged that they listen. */
async function listening(ponder: Ponder, count: number) {
  const pids = () => new Set([...ponder.output().matchAll(/"pid":(\d+)[^\n]*"msg":"Server listening/g)].map((match) => match[1])).size;
  await expect.poll(pids, { timeout: 150_000, message: ponder.output() }).toBeGreaterThanOrEqual(count);
}

/** Sends the signal; resolves with how the process ended and after how many ms, or "still running". */
async function stopAndTime(ponder: Ponder, signal: NodeJS.Signals, waitMs: number) {
  const signalledAt = Date.now();
  ponder.child.kill(signal);
  const result = await Promise.race([ponder.exited, sleep(waitMs).then(() => null)]);
  if (!result) return { ms: Infinity, code: null, signal: null, stillRunning: true };
  return { ms: result.at - signalledAt, code: result.code, signal: result.signal, stillRunning: false };
}

describe.skipIf(inPgSuite)("shutdown on the embedded database", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "ponder-shutdown-"));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const lockPath = () => path.join(dataDir, "ponder.lock");

  it("a close that fails (a connection error) is logged and the process exits 1 within the bound; the directory is free only once it is gone", async () => {
    const ponder = startPonder({ DATA_DIR: dataDir, PORT: String(await freePort()), PONDER_TEST_CLOSE_FAULT: "throw" });
    await healthy(ponder);
    const stopping = stopAndTime(ponder, "SIGTERM", BOUND_S * 1_000 + SLACK_MS * 3);
    // A second Ponder started at once on the same directory opens it only after the first is gone
    // (before, the failed close released the lock and the first process stayed).
    // The second only has to stop cleanly: its bound is not what this case measures (on a loaded
    // machine its close took over 2 s once and it exited 1).
    const second = startPonder({ DATA_DIR: dataDir, PORT: String(await freePort()), SHUTDOWN_TIMEOUT_SECONDS: "60" });
    const firstAliveWhenSecondServed = healthy(second).then(() => ponder.child.exitCode === null && ponder.child.signalCode === null);
    const stop = await stopping;
    expect(await firstAliveWhenSecondServed, "a second Ponder served the directory while the first still lived").toBe(false);
    console.info(`close fails: exit ${stop.code} after ${stop.ms} ms`);
    expect(stop.stillRunning, ponder.output()).toBe(false);
    expect(stop.code).toBe(1);
    expect(stop.ms).toBeLessThan(BOUND_S * 1_000 + SLACK_MS);
    expect(ponder.output()).toContain("Shutdown failed; exiting");
    expect(ponder.output()).toContain("injected by close-faults");
    expect(readFileSync(lockPath(), "utf8")).toBe(String(second.child.pid));
    const secondStop = await stopAndTime(second, "SIGTERM", 60_000 + SLACK_MS * 3);
    expect(secondStop.code, second.output()).toBe(0);
    expect(existsSync(lockPath())).toBe(false);
  }, 240_000);

  it("a close that hangs is cut at the bound (exit 1), and a second signal starts no second close", async () => {
    const ponder = startPonder({ DATA_DIR: dataDir, PORT: String(await freePort()), PONDER_TEST_CLOSE_FAULT: "hang" });
    await healthy(ponder);
    const stopping = stopAndTime(ponder, "SIGTERM", BOUND_S * 1_000 + SLACK_MS * 3);
    await sleep(200);
    ponder.child.kill("SIGINT");
    const stop = await stopping;
    console.info(`close hangs: exit ${stop.code} after ${stop.ms} ms`);
    expect(stop.stillRunning, ponder.output()).toBe(false);
    expect(stop.code).toBe(1);
    expect(stop.ms).toBeGreaterThanOrEqual(BOUND_S * 1_000 - 100);
    expect(stop.ms).toBeLessThan(BOUND_S * 1_000 + SLACK_MS);
    expect(ponder.output()).toContain(`Shutdown did not finish within ${BOUND_S} s`);
    expect(ponder.output()).toContain("SIGINT received again; already shutting down");
    expect(ponder.output().match(/received, shutting down/g)).toHaveLength(1);
    // Released with the exit, and only then.
    expect(existsSync(lockPath())).toBe(false);
  });

  it("while a hanging close goes on, the directory stays locked: a second Ponder on it is refused", async () => {
    // A bound long enough for the second start to reach the lock on a loaded machine; the test
    // does not wait for it.
    const ponder = startPonder({ DATA_DIR: dataDir, PORT: String(await freePort()), PONDER_TEST_CLOSE_FAULT: "hang", SHUTDOWN_TIMEOUT_SECONDS: "120" });
    await healthy(ponder);
    ponder.child.kill("SIGTERM");
    await sleep(500);
    const second = startPonder({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    const refused = await Promise.race([second.exited, sleep(90_000).then(() => null)]);
    expect(ponder.child.exitCode, ponder.output()).toBeNull();
    expect(ponder.output()).toContain("SIGTERM received, shutting down");
    expect(refused?.code, second.output()).toBe(1);
    expect(second.output()).toContain(`is in use by another Ponder process (pid ${ponder.child.pid})`);
    expect(readFileSync(lockPath(), "utf8")).toBe(String(ponder.child.pid));
    ponder.child.kill("SIGKILL");
    await ponder.exited;
    // Killed, its lock stays behind with a dead pid, which the next start takes over.
    rmSync(lockPath(), { force: true });
  }, 300_000);

  it("a close that holds the main thread (no timer can run) is killed by the watchdog just after the bound", async () => {
    const ponder = startPonder({ DATA_DIR: dataDir, PORT: String(await freePort()), PONDER_TEST_CLOSE_FAULT: "block" });
    await healthy(ponder);
    const stop = await stopAndTime(ponder, "SIGTERM", BOUND_S * 1_000 + 1_000 + SLACK_MS * 3);
    console.info(`close blocks: ${stop.signal ?? stop.code} after ${stop.ms} ms`);
    expect(stop.stillRunning, ponder.output()).toBe(false);
    expect(stop.signal).toBe("SIGKILL");
    expect(stop.ms).toBeGreaterThanOrEqual(BOUND_S * 1_000 + 1_000 - 100);
    expect(stop.ms).toBeLessThan(BOUND_S * 1_000 + 1_000 + SLACK_MS);
    // Killed, its lock stays behind with a dead pid, which the next start takes over.
    rmSync(lockPath(), { force: true });
  });

  it("stdout's and stderr's reader gone, and a close that hangs: the process still exits at the bound", async () => {
    const ponder = startPonder({ DATA_DIR: dataDir, PORT: String(await freePort()), PONDER_TEST_CLOSE_FAULT: "hang" });
    await healthy(ponder);
    ponder.closeOutput();
    // Requests log through the closed pipe too.
    await fetch(`http://127.0.0.1:${ponder.port}/api/health`);
    const stop = await stopAndTime(ponder, "SIGTERM", BOUND_S * 1_000 + SLACK_MS * 3);
    console.info(`readers gone, close hangs: exit ${stop.code} after ${stop.ms} ms`);
    expect(stop.stillRunning).toBe(false);
    expect(stop.code).toBe(1);
    expect(stop.ms).toBeLessThan(BOUND_S * 1_000 + SLACK_MS);
    expect(existsSync(lockPath())).toBe(false);
  });
});

const bin = findPgBin();

describe.runIf(inPgSuite && bin)("shutdown on PostgreSQL", () => {
  let cluster: Awaited<ReturnType<typeof startPgCluster>>;
  beforeAll(async () => {
    // Its own cluster: one test stops it under the server.
    cluster = await startPgCluster(bin!);
  });
  afterAll(() => cluster?.stop());

  it("the database server gone before the signal: the process still exits within the bound", async () => {
    const ponder = startPonder({ DATABASE_URL: cluster.url, PORT: String(await freePort()) });
    await healthy(ponder);
    cluster.stopServer();
    try {
      const stop = await stopAndTime(ponder, "SIGTERM", BOUND_S * 1_000 + SLACK_MS * 3);
      console.info(`database gone: exit ${stop.code} after ${stop.ms} ms`);
      expect(stop.stillRunning, ponder.output()).toBe(false);
      expect(stop.ms).toBeLessThan(BOUND_S * 1_000 + SLACK_MS);
    } finally {
      cluster.startServer();
    }
  });

  it("WEB_CONCURRENCY=2, workers whose close holds their main thread: the primary exits 1 at the bound and no worker is left", async () => {
    const ponder = startPonder({ DATABASE_URL: cluster.url, PORT: String(await freePort()), WEB_CONCURRENCY: "2", PONDER_TEST_CLOSE_FAULT: "block" });
    await healthy(ponder);
    await listening(ponder, 2);
    const workers = () => {
      try {
        return execFileSync("pgrep", ["-P", String(ponder.child.pid)], { encoding: "utf8" }).trim().split("\n").filter(Boolean).map(Number);
      } catch {
        return [];
      }
    };
    await expect.poll(workers, { timeout: 30_000 }).toHaveLength(2);
    const pids = workers();
    const stop = await stopAndTime(ponder, "SIGTERM", BOUND_S * 1_000 + SLACK_MS * 3);
    console.info(`workers block: primary exit ${stop.code} after ${stop.ms} ms`);
    expect(stop.stillRunning, ponder.output()).toBe(false);
    expect(stop.code).toBe(1);
    expect(stop.ms).toBeLessThan(BOUND_S * 1_000 + SLACK_MS);
    expect(ponder.output()).toContain("still closing");
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    await expect.poll(() => pids.filter(alive), { timeout: 2_000 }).toEqual([]);
  }, 240_000);

  it("WEB_CONCURRENCY=2, stdout's and stderr's reader gone: the primary's own shutdown lines do not end it early; it exits 0", async () => {
    const ponder = startPonder({ DATABASE_URL: cluster.url, PORT: String(await freePort()), WEB_CONCURRENCY: "2" });
    await healthy(ponder);
    await listening(ponder, 2);
    ponder.closeOutput();
    const stop = await stopAndTime(ponder, "SIGTERM", BOUND_S * 1_000 + SLACK_MS * 3);
    console.info(`readers gone, two workers: primary exit ${stop.code} after ${stop.ms} ms`);
    expect(stop.stillRunning).toBe(false);
    expect(stop.code).toBe(0);
  }, 240_000);

  it("WEB_CONCURRENCY=2, workers whose close fails: each exits 1, and so does the primary", async () => {
    // The case is the workers' failure, not the bound: beside the journeys in CI (2026-11-29) the
    // failing workers logged their failure within 200 ms but had not exited when a 2 s bound
    // ended the primary, which then reported the bound instead. A bound far off lets them.
    const bound = 30;
    const ponder = startPonder({
      DATABASE_URL: cluster.url,
      PORT: String(await freePort()),
      WEB_CONCURRENCY: "2",
      PONDER_TEST_CLOSE_FAULT: "throw",
      SHUTDOWN_TIMEOUT_SECONDS: String(bound),
    });
    await healthy(ponder);
    await listening(ponder, 2);
    const stop = await stopAndTime(ponder, "SIGTERM", bound * 1_000 + SLACK_MS * 3);
    console.info(`workers fail: primary exit ${stop.code} after ${stop.ms} ms`);
    expect(stop.stillRunning, ponder.output()).toBe(false);
    expect(stop.code).toBe(1);
    expect(stop.ms).toBeLessThan(bound * 1_000);
    expect(ponder.output()).not.toContain("Shutdown did not finish");
    expect(ponder.output()).toMatch(/A Ponder worker ended its shutdown with exit 1/);
  }, 240_000);
});
