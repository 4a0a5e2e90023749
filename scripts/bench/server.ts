// The server under test: built if its sources changed, run as its own process on loopback,
// stopped cleanly. Also signs up the benchmark member through the API.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, createWriteStream, mkdirSync, readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT_DIR } from "../../server/paths";
import type { Dataset } from "./generate";

const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 20_000;

/** The server bundle the benchmark runs: a private copy, so a rebuild of dist/ mid-run changes nothing. */
export interface ServerBuild {
  entry: string;
  /** dist/.build-hash when it was copied: which sources were measured. */
  sourceHash: string;
}

/**
 * Builds client and server into dist/ when a source changed, like `npm start` does, then copies
 * the server bundle to .tmp/bench-build/. Other engineers' `npm start` rebuild dist/ from their
 * working trees; the copy keeps every data set of one run on the same code.
 */
export async function ensureBuild(log: (line: string) => void): Promise<ServerBuild> {
  const lib = (await import(pathToFileURL(path.join(ROOT_DIR, "scripts/build-lib.mjs")).href)) as {
    isBuildCurrent(): boolean;
    build(): Promise<void>;
  };
  if (!lib.isBuildCurrent()) {
    log("Building Ponder (sources changed since the last build)...");
    await lib.build();
  }
  // Under .tmp/ the bundle still finds the project root (package.json) and node_modules above it.
  const dir = path.join(ROOT_DIR, ".tmp", "bench-build", "server");
  mkdirSync(dir, { recursive: true });
  for (const name of ["main.js", "main.js.map", "render-worker.js", "render-worker.js.map"]) copyFileSync(path.join(ROOT_DIR, "dist/server", name), path.join(dir, name));
  return { entry: path.join(dir, "main.js"), sourceHash: readFileSync(path.join(ROOT_DIR, "dist/.build-hash"), "utf8").slice(0, 12) };
}

/** A port nobody listens on right now, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  child: ChildProcess;
  logFile: string;
  stop(): Promise<void>;
}

/** Variables of the caller that must not change what is measured. */
const DROPPED_ENV = [
  "ADMIN_USERNAME",
  "ADMIN_PASSWORD",
  "OIDC_ISSUER",
  "OIDC_CLIENT_ID",
  "OIDC_CLIENT_SECRET",
  "PUBLIC_URL",
  "TRUST_PROXY",
  "HOST",
  "PORT",
  "DATA_DIR",
  "WEB_CONCURRENCY",
];

/**
 * Starts the server bundle on the data set, on 127.0.0.1 only, and waits until it answers.
 * `extraEnv` adds variables, e.g. WEB_CONCURRENCY for the two-process run. BENCH_NODE_ARGS adds
 * options for the server's node (e.g. `--cpu-prof --cpu-prof-dir=.tmp/prof` to see where it spends).
 */
export async function startServer(
  build: ServerBuild,
  dataset: Dataset,
  log: (line: string) => void,
  extraEnv: Record<string, string> = {},
  logName = "bench-server.log",
): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of DROPPED_ENV) delete env[name];
  Object.assign(env, {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    RATE_LIMITS: "off",
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
    ...extraEnv,
  });
  if (dataset.dataDir) env.DATA_DIR = dataset.dataDir;
  if (dataset.url) env.DATABASE_URL = dataset.url;
  else delete env.DATABASE_URL;

  const logDir = path.join(ROOT_DIR, ".tmp");
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, logName);
  const out = createWriteStream(logFile, { flags: "w" });
  const child = spawn(process.execPath, ["--enable-source-maps", ...(process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean), build.entry], {
    cwd: ROOT_DIR,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
    out.end();
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  let early: number | null | undefined;
  void exited.then((code) => (early = code));
  while (Date.now() < deadline) {
    if (early !== undefined) break;
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) {
        log(`Server up on ${baseUrl} (log: ${path.relative(ROOT_DIR, logFile)})`);
        return { baseUrl, child, logFile, stop };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  const tail = readFileSync(logFile, "utf8").split("\n").slice(-20).join("\n");
  throw new Error(`The server did not start within ${START_TIMEOUT_MS / 1000} s (exit code ${early ?? "none"}). Its log ends with:\n${tail}`);
}

/**
 * How many processes the server runs as: itself plus its child processes (node:cluster
 * workers with WEB_CONCURRENCY). Null where `ps` cannot say.
 */
export function serverProcessCount(server: RunningServer): number | null {
  if (server.child.pid === undefined) return null;
  try {
    const children = execFileSync("ps", ["-o", "pid=", "--ppid", String(server.child.pid)], { encoding: "utf8" });
    return 1 + children.split("\n").filter((line) => line.trim()).length;
  } catch (error) {
    // ps exits 1 when it lists nothing: no children.
    return (error as { status?: number }).status === 1 ? 1 : null;
  }
}

export interface BenchMember {
  id: string;
  email: string;
  cookie: string;
  /** What following topics and members did, e.g. "3 topics, 3 members". */
  follows: string;
}

/** Signs up a fresh member through the API (real password hash), finishes onboarding, follows some topics and people. */
export async function registerMember(baseUrl: string, dataset: Dataset): Promise<BenchMember> {
  const email = `bench-${Date.now()}@bench.ponder.example`;
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ firstName: "Bench", lastName: "Member", email, password: "bench-password-1234" }),
  });
  if (response.status !== 201) throw new Error(`Sign-up failed: ${response.status} ${await response.text()}`);
  const user = (await response.json()) as { id: string };
  const session = response.headers.getSetCookie().find((c) => c.startsWith("ponder_session="));
  if (!session) throw new Error("Sign-up returned no session cookie");
  const cookie = session.split(";")[0]!;
  const call = (method: string, url: string, body?: unknown) =>
    fetch(`${baseUrl}${url}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  await call("PATCH", "/api/users/onboarding", { completed: true });
  // A big, a middling and a small topic, so For You mixes busy and quiet sources.
  const topics = [0, 6, 14].map((i) => dataset.marker.topicIds[i]).filter((id): id is number => id !== undefined);
  let followedTopics = 0;
  for (const id of topics) if ((await call("POST", `/api/topics/${id}/follow`)).ok) followedTopics++;
  let followedMembers = 0;
  for (const id of dataset.marker.expertIds.slice(0, 3)) if ((await call("POST", `/api/users/${id}/follow`)).ok) followedMembers++;
  return { id: user.id, email, cookie, follows: `${followedTopics} topics, ${followedMembers} members` };
}
