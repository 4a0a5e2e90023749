import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ponderArgs, serverBundle } from "../test/server-bundle";
import { ROOT_DIR } from "../paths";
import { freePort } from "../test/pg-cluster";

/** The server as the tests' processes run it (server/test/server-bundle.ts). */
let bundle = "";
beforeAll(async () => {
  bundle = await serverBundle();
}, 120_000);

/** Starts the real server (its bundle) on the embedded database in `dataDir`. */
function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ponderArgs(bundle), {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      RATE_LIMITS: "off",
      SCRYPT_LOG_N: "10",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes("Ponder is running")) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}: ${output}`));
    });
  });
  ready.catch(() => {}); // awaited where it matters; a refused start is expected in one case
  return { child, ready, exited, output: () => output };
}

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("the embedded database on disk", () => {
  it("keeps every acknowledged write through a SIGKILL in the middle of writing", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "ponder-crash-"));
    dirs.push(dataDir);
    const port = await freePort();
    const first = startServer(dataDir, port);
    children.push(first.child);
    await first.ready;

    const base = `http://127.0.0.1:${port}`;
    const acknowledged: string[] = [];
    let stop = false;
    let sent = 0;
    const writer = async (worker: number) => {
      for (let i = 0; !stop; i++) {
        const email = `crash-${worker}-${i}@example.com`;
        sent += 1;
        try {
          const response = await fetch(`${base}/api/auth/register`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ firstName: "Crash", lastName: `W${worker}`, email, password: "durable-pass" }),
          });
          if (response.status === 201) acknowledged.push(email);
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 20));
    first.child.kill("SIGKILL"); // requests are still in flight
    stop = true;
    await Promise.all(writers);
    await first.exited;
    expect(sent).toBeGreaterThan(acknowledged.length);

    const second = startServer(dataDir, port);
    children.push(second.child);
    await second.ready;
    for (const email of acknowledged) {
      const response = await fetch(`${base}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: "durable-pass" }),
      });
      expect(response.status, email).toBe(200);
    }

    // A second process on the same DATA_DIR is refused with a clear message.
    const intruder = startServer(dataDir, await freePort());
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toMatch(/data directory .* is in use by another Ponder process \(pid \d+\)/);

    // SIGTERM closes cleanly: exit code 0 and the lock released.
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
    expect(existsSync(path.join(dataDir, "ponder.lock"))).toBe(false);
  }, 180_000);
});
