// The endpoints under load and how each is measured: with wrk when it is installed (a C load
// generator, light on this 2-core machine's CPU), else with autocannon (loopback, bounded).
import { execFile, execFileSync } from "node:child_process";
import type { EventEmitter } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { topicName, type Dataset } from "./generate";
import type { BenchMember } from "./server";

/** One measured endpoint; several paths are taken in turn (e.g. ten popular questions). */
export interface Endpoint {
  key: string;
  label: string;
  method: "GET" | "POST";
  paths: string[];
  /** Sends the bench member's cookie. */
  signedIn: boolean;
  /** For POST: makes the JSON body of the n-th request. */
  body?: (n: number) => string;
  /** For wrk: the body as a Lua expression of `n` and `paths`, when it is not `body`'s template with n in it. */
  luaBody?: string;
  /** The issue's aim for requests/s ÷ the static file's (issue 10, point 4). */
  minRatio?: number;
  /** The issue's aim for p99 latency, in ms (at 32 connections). */
  maxP99Ms?: number;
  /** p50 aim in ms (judged for `sequential` endpoints). */
  maxP50Ms?: number;
  /**
   * Measured one request at a time over one connection, cycling through `paths` (search: the
   * time one query takes, not a queue's), instead of at the run's connection count.
   */
  sequential?: boolean;
  /** A page that may not be served to this kind of user (yet): a 404 is reported, not counted as failing. */
  optional?: boolean;
  /** Read endpoints are the ones measured at every PostgreSQL size. */
  read: boolean;
  /** Text the response must contain to count as the page (a not-found page is answered 200 too). */
  shows?: string;
  /**
   * For a whole page load (issue 22, point 4): records the requests of one cold visit against the
   * running server, which become `paths`; its rate and ratio count page loads, not requests.
   */
  record?: (baseUrl: string) => Promise<string[]>;
}

export interface LoadSettings {
  /**
   * What sends the load. wrk is one C thread that costs the machine far less CPU per request
   * than autocannon (Node): on 2 cores the generator competes with the server it measures.
   */
  tool: LoadTool;
  connections: number;
  /** Seconds measured. */
  duration: number;
  /** Seconds of load before measuring, thrown away. */
  warmup: number;
}

export interface EndpointResult {
  key: string;
  label: string;
  /** "ok", or why it was not measured, e.g. "not available (404)". */
  status: string;
  requestsPerSecond?: number;
  p50?: number;
  p99?: number;
  /** Requests not answered 2xx during the measurement, and connection errors. */
  non2xx?: number;
  errors?: number;
  /** Size of one response once decompressed and, for lists, its number of items (from the probe). */
  responseBytes?: number;
  /** The probe's Content-Encoding (requests ask for br or gzip like a browser). */
  encoding?: string;
  items?: number;
  /** The baseline's rate around this measurement (mean of the samples before and after). */
  baselineRequestsPerSecond?: number;
  /** Request rate relative to that baseline. */
  ratioToBaseline?: number;
  /**
   * How long the server took after the measurement to answer a single request quickly again:
   * requests cut off at the end are still being worked on, and would slow the next measurement.
   */
  drainMs?: number;
}

export type LoadTool = "wrk" | "autocannon";

/** wrk when it is on PATH (apt-get install wrk), else autocannon. */
export function defaultLoadTool(): LoadTool {
  try {
    execFileSync("wrk", ["--version"], { stdio: "ignore" });
    return "wrk";
  } catch (error) {
    // wrk --version prints its version and exits 1; only a missing binary means no wrk.
    return (error as NodeJS.ErrnoException).code === "ENOENT" ? "autocannon" : "wrk";
  }
}

/** The status of an endpoint the server does not have, or an optional page it does not show (yet). */
export const NOT_SERVED = "not served (404, or the not-found page)";

/** The static file every endpoint is compared with (issue 10: "a static file served by the same server"). */
export const BASELINE_KEY = "robots";

/**
 * The app's entry script as the build named it (dist/client/index.html): the built file every
 * first visit fetches (issue 22: built files from memory at 0.5 or more of /robots.txt).
 */
function builtScript(): string[] {
  const index = path.join(import.meta.dirname, "../../dist/client/index.html");
  const src = existsSync(index) ? /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(readFileSync(index, "utf8"))?.[1] : undefined;
  return src ? [src] : [];
}

/** The endpoints of the benchmark, for a data set and its member; the baseline comes first. */
export function endpointsFor(dataset: Dataset): Endpoint[] {
  const popular = dataset.marker.popularQuestionIds;
  const topics = dataset.marker.topicIds.slice(0, 3);
  const questions = dataset.params.questions;
  // New answers go to a band of ordinary questions, one per request, away from the measured ones.
  const answerTargets = Array.from({ length: Math.min(5_000, Math.floor(questions / 2)) }, (_, i) => Math.floor(questions / 2) + i);
  // Votes go to another band, below the answers' one.
  const voteTargets = Array.from({ length: Math.min(5_000, Math.floor(questions / 4)) }, (_, i) => Math.floor(questions / 4) + i);
  const questionPages = popular.map((id) => `/questions/${id}`);
  const popularSet = new Set(popular);
  const longTail = Array.from({ length: Math.max(1, Math.floor(questions / 2) - 1) }, (_, i) => i + 1)
    .filter((id) => !popularSet.has(id))
    .map((id) => `/questions/${id}`);
  // Generated titles end with "(#id)": the page shows its question, not a not-found page.
  const showsQuestion = `(#${popular[0]})`;
  const get = (key: string, label: string, paths: string[], signedIn: boolean, extra: Partial<Endpoint> = {}): Endpoint => ({
    key,
    label,
    method: "GET",
    paths,
    signedIn,
    read: true,
    ...extra,
  });
  return [
    get(BASELINE_KEY, "GET /robots.txt (baseline)", ["/robots.txt"], false),
    get("health", "GET /api/health (signed out)", ["/api/health"], false, { read: false }),
    ...builtScript().map((script) => get("built-script", `built script ${script} (br)`, [script], false, { read: false, minRatio: 0.5 })),
    get("question-page", "visitor question page HTML /questions/{id}", questionPages, false, { minRatio: 0.5, maxP99Ms: 50, shows: showsQuestion }),
    // The long tail (issue 22): each page asked for once, so every request is a cache miss
    // (the counter carries on from the warm-up; the band is below the post-answer targets).
    get("question-page-miss", "visitor question page HTML, not cached (each asked for once)", longTail, false, { read: false, minRatio: 0.01, maxP99Ms: 250 }),
    get("feed", "visitor feed /api/questions?tab=recent", ["/api/questions?tab=recent"], false, { minRatio: 0.5 }),
    get("trending", "visitor trending /api/questions/trending?period=week", ["/api/questions/trending?period=week"], false, { minRatio: 0.5 }),
    get(
      "topic",
      "visitor topic /api/topics/{id}/questions?sort=latest",
      topics.map((id) => `/api/topics/${id}/questions?sort=latest`),
      false,
      { minRatio: 0.5 },
    ),
    // The client shows topic pages to members only today (visitors get the not-found page):
    // measured once the page shows visitors the topic.
    get("topic-page", "visitor topic page HTML /topics/{id}", topics.map((id) => `/topics/${id}`), false, {
      minRatio: 0.5,
      optional: true,
      shows: topics[0] === undefined ? undefined : topicName(topics[0]),
    }),
    // Issue 26, point 5: one- to four-word queries with and without typos (and one with an
    // operator), one at a time, against the generated titles and details.
    get("search", "visitor search /api/search?type=questions&q= (one query at a time)", SEARCH_QUERIES.map((q) => `/api/search?type=questions&q=${encodeURIComponent(q)}`), false, {
      read: false,
      sequential: true,
      maxP50Ms: 50,
      maxP99Ms: 200,
    }),
    get("member-feed", "member feed /api/questions?tab=recent", ["/api/questions?tab=recent"], true, { minRatio: 0.1 }),
    get("member-question-page", "member question page HTML /questions/{id}", questionPages, true, { minRatio: 0.1, shows: showsQuestion }),
    get("for-you", "member /api/questions?tab=for-you", ["/api/questions?tab=for-you"], true, { read: false }),
    get("question", "member /api/questions/{id}", popular.map((id) => `/api/questions/${id}`), true, { read: false }),
    get("answers", "member /api/questions/{id}/answers", popular.map((id) => `/api/questions/${id}/answers`), true, { read: false }),
    // A cold visit to a popular question: every request Chromium makes with an empty cache
    // (HTML, scripts, styles, icons, API calls), replayed as whole loads (issue 22, point 4).
    get("cold-page-load", "cold visitor page loads of /questions/{id} (whole loads/s)", [], false, {
      read: false,
      minRatio: 0.05,
      record: async (baseUrl) => {
        const { recordColdLoad } = await import("./cold-load");
        const { paths, others } = await recordColdLoad(baseUrl, questionPages[0] ?? "/");
        if (others.length) console.info(`  cold load: ${paths.length} GETs replayed; not replayed: ${others.join(", ")}`);
        else console.info(`  cold load: ${paths.length} requests`);
        return paths;
      },
    }),
    // Votes (issue 24: reputation must not slow them): the member upvotes a band of questions
    // one by one, then takes the votes back round by round, so every request changes a vote
    // (and, since issue 24, the author's reputation in the same transaction).
    {
      key: "vote",
      label: "member POST /api/questions/{id}/vote (up, then withdrawn)",
      method: "POST",
      paths: voteTargets.map((id) => `/api/questions/${id}/vote`),
      signedIn: true,
      read: false,
      body: (n) => JSON.stringify({ value: Math.floor(n / voteTargets.length) % 2 === 0 ? 1 : 0 }),
      luaBody: `'{"value":' .. ((math.floor(n / #paths) % 2 == 0) and 1 or 0) .. '}'`,
    },
    {
      key: "post-answer",
      label: "member POST /api/questions/{id}/answers",
      method: "POST",
      paths: answerTargets.map((id) => `/api/questions/${id}/answers`),
      signedIn: true,
      read: false,
      minRatio: 0.05,
      body: (n) => JSON.stringify({ content: `<p>Benchmark answer ${n}: measured, then left in place like any other answer.</p>` }),
    },
  ];
}

function headersFor(endpoint: Endpoint, member: BenchMember): Record<string, string> {
  return {
    // What browsers send: responses are measured compressed, as visitors get them.
    "accept-encoding": "br, gzip",
    ...(endpoint.signedIn ? { cookie: member.cookie } : {}),
    ...(endpoint.method === "POST" ? { "content-type": "application/json" } : {}),
  };
}

/**
 * One request first: a 404 from the router ("Route ... not found"), or any 404 of a page marked
 * optional, means the endpoint is not there (for this user), and any other failure is reported
 * instead of measured.
 */
async function probe(
  baseUrl: string,
  endpoint: Endpoint,
  member: BenchMember,
): Promise<{ ok: boolean; status: string; bytes: number; items?: number; encoding?: string }> {
  const response = await fetch(`${baseUrl}${endpoint.paths[0]}`, {
    method: endpoint.method,
    headers: headersFor(endpoint, member),
    body: endpoint.body?.(0),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  if (!response.ok) {
    const message = (json as { message?: string } | null)?.message ?? text.slice(0, 100);
    if (response.status === 404 && (endpoint.optional || message.startsWith("Route "))) return { ok: false, status: NOT_SERVED, bytes: 0 };
    return { ok: false, status: `failed: ${response.status} ${message}`, bytes: 0 };
  }
  if (endpoint.shows !== undefined && !text.includes(endpoint.shows)) {
    const status = `not served: the page does not show "${endpoint.shows}"`;
    return { ok: false, status: endpoint.optional ? NOT_SERVED : `failed: ${status}`, bytes: 0 };
  }
  const items = (json as { items?: unknown[] } | null)?.items;
  return {
    ok: true,
    status: "ok",
    bytes: Buffer.byteLength(text),
    items: Array.isArray(items) ? items.length : Array.isArray(json) ? json.length : undefined,
    encoding: response.headers.get("content-encoding") ?? "identity",
  };
}

/** The q-quantile (0-1) of sorted values, by the nearest rank. */
function quantile(sorted: Float64Array, q: number): number | undefined {
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/**
 * Runs autocannon on one endpoint. `latencies` receives each 2xx response's time in ms as
 * measured by autocannon (hrtime): its own percentiles are whole milliseconds, too coarse for
 * cached pages answering in 1-2 ms, whose p50 at 1M is compared with p50 at 10k.
 */
function cannon(
  baseUrl: string,
  endpoint: Endpoint,
  member: BenchMember,
  connections: number,
  seconds: number,
  counter: { n: number },
  latencies?: number[],
) {
  const headers = headersFor(endpoint, member);
  const instance = autocannon({
    url: `${baseUrl}${endpoint.paths[0]}`,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: endpoint.method,
        headers,
        setupRequest: (request) => {
          const n = counter.n++;
          return {
            ...request,
            path: endpoint.paths[n % endpoint.paths.length],
            ...(endpoint.body ? { body: endpoint.body(n) } : {}),
          };
        },
      },
    ],
  });
  if (latencies) {
    // Without a callback autocannon returns its tracker (an EventEmitter) made thenable.
    (instance as unknown as EventEmitter).on("response", (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  }
  return instance;
}

/** Probes, warms up, then measures one endpoint. */
/** Search queries of one to four words, right and misspelt, over the generator's SUBJECTS and ENDINGS. */
export const SEARCH_QUERIES = [
  "entanglement",
  "entanglment",
  "sourdough fermentation",
  "sourdogh fermentaton",
  "garbage collection",
  "garbage colection",
  "index design postgresql",
  "indx design postgresql",
  "compound interest beginners",
  "black holes really work",
  "plate tectonics everyday life",
  "spaced repetiton practice",
  "cache invalidation alternatives",
  "[Physics] black holes",
];

/** One request at a time for `seconds`, cycling through the paths: each request's own time. */
async function sequentialRun(baseUrl: string, endpoint: Endpoint, seconds: number): Promise<{ times: number[]; failed: number; seconds: number }> {
  const times: number[] = [];
  let failed = 0;
  const started = performance.now();
  for (let n = 0; performance.now() - started < seconds * 1000; n++) {
    const path = endpoint.paths[n % endpoint.paths.length]!;
    const sent = performance.now();
    const response = await fetch(`${baseUrl}${path}`);
    await response.arrayBuffer();
    times.push(performance.now() - sent);
    if (!response.ok) failed++;
  }
  return { times, failed, seconds: (performance.now() - started) / 1000 };
}

export async function measure(baseUrl: string, endpoint: Endpoint, member: BenchMember, settings: LoadSettings): Promise<EndpointResult> {
  const base = { key: endpoint.key, label: endpoint.label };
  if (endpoint.sequential) {
    // Every query once first (a first run reads the indexes into memory), then the measured run.
    await sequentialRun(baseUrl, { ...endpoint }, Math.max(1, settings.warmup));
    const run = await sequentialRun(baseUrl, endpoint, settings.duration);
    const sorted = Float64Array.from(run.times).sort();
    const ms = (value: number | undefined) => (value === undefined ? undefined : Math.round(value * 100) / 100);
    return {
      ...base,
      status: run.failed ? `${run.failed} non-2xx answers` : "ok",
      requestsPerSecond: Math.round((run.times.length / run.seconds) * 10) / 10,
      p50: ms(quantile(sorted, 0.5)),
      p99: ms(quantile(sorted, 0.99)),
    };
  }
  let checked;
  try {
    checked = await probe(baseUrl, endpoint, member);
  } catch (error) {
    return { ...base, status: `failed: ${(error as Error).message}` };
  }
  if (!checked.ok) return { ...base, status: checked.status };
  // The counter carries on from the warm-up, so POSTs never repeat a (member, question) pair.
  const counter = { n: 1 };
  const load = settings.tool === "wrk" ? wrk : autocannonRun;
  if (settings.warmup > 0) {
    await load(baseUrl, endpoint, member, settings.connections, settings.warmup, counter);
    // The warm-up's cut-off requests would otherwise be served during the measurement.
    await drain(baseUrl);
  }
  const run = await load(baseUrl, endpoint, member, settings.connections, settings.duration, counter);
  const drainMs = await drain(baseUrl);
  const ms = (value: number | undefined) => (value === undefined ? undefined : Math.round(value * 100) / 100);
  const completed = run.ok + run.non2xx;
  return {
    ...base,
    status:
      run.ok === 0
        ? `no answer within ${settings.duration} s (${run.timeouts} timed out after 10 s, ${run.errors} errors)`
        : run.non2xx > completed / 100
          ? `${run.non2xx} non-2xx answers`
          : "ok",
    requestsPerSecond: Math.round((completed / run.seconds) * 10) / 10,
    p50: ms(run.p50),
    p99: ms(run.p99),
    non2xx: run.non2xx,
    errors: run.errors,
    responseBytes: checked.bytes,
    encoding: checked.encoding,
    items: checked.items,
    drainMs,
  };
}

/** What one load run of either tool comes to. */
interface LoadRun {
  /** Requests answered 2xx (wrk: 2xx or 3xx; no endpoint here redirects). */
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  seconds: number;
  /** Latency quantiles in ms, of the answered requests. */
  p50?: number;
  p99?: number;
}

async function autocannonRun(baseUrl: string, endpoint: Endpoint, member: BenchMember, connections: number, seconds: number, counter: { n: number }): Promise<LoadRun> {
  const latencies: number[] = [];
  const result = await cannon(baseUrl, endpoint, member, connections, seconds, counter, latencies);
  const sorted = Float64Array.from(latencies).sort();
  return {
    ok: result["2xx"],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    seconds: result.duration,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
  };
}

const lua = (value: string) => JSON.stringify(value); // a JSON string is a valid Lua string literal here (ASCII, \" and \\ escapes)
/** A number no body contains by chance: the n-th body is the template with it replaced by n. */
const BODY_MARK = 987_654_321;

/**
 * Runs wrk (one thread, `connections` connections) with a Lua script that takes the paths in
 * turn and numbers POST bodies from `counter`, and reads the figures its done() prints as JSON.
 * Its latencies come from wrk's HdrHistogram, in microseconds.
 */
async function wrk(baseUrl: string, endpoint: Endpoint, member: BenchMember, connections: number, seconds: number, counter: { n: number }): Promise<LoadRun> {
  const headers = headersFor(endpoint, member);
  const [before, after] = endpoint.body ? endpoint.body(BODY_MARK).split(String(BODY_MARK)) : [undefined, undefined];
  const script = [
    `local paths = {${endpoint.paths.map(lua).join(", ")}}`,
    `local headers = {${Object.entries(headers).map(([k, v]) => `[${lua(k)}] = ${lua(v)}`).join(", ")}}`,
    `local n = ${counter.n}`,
    `request = function()`,
    `  local path = paths[(n % #paths) + 1]`,
    endpoint.luaBody !== undefined
      ? `  local body = ${endpoint.luaBody}`
      : before === undefined
        ? `  local body = nil`
        : `  local body = ${lua(before)} .. n .. ${lua(after ?? "")}`,
    `  n = n + 1`,
    `  return wrk.format(${lua(endpoint.method)}, path, headers, body)`,
    `end`,
    `done = function(summary, latency, requests)`,
    `  local e = summary.errors`,
    `  io.write(string.format('WRK {"requests":%d,"micros":%d,"status":%d,"connect":%d,"read":%d,"write":%d,"timeout":%d,"p50":%d,"p99":%d}\\n',`,
    `    summary.requests, summary.duration, e.status, e.connect, e.read, e.write, e.timeout, latency:percentile(50), latency:percentile(99)))`,
    `end`,
  ].join("\n");
  const dir = mkdtempSync(path.join(os.tmpdir(), "ponder-wrk-"));
  const file = path.join(dir, "load.lua");
  writeFileSync(file, script);
  try {
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile("wrk", ["-t1", `-c${connections}`, `-d${seconds}s`, "--timeout", "10s", "-s", file, `${baseUrl}${endpoint.paths[0]}`], { maxBuffer: 1 << 20 }, (error, out, err) =>
        error ? reject(new Error(`wrk failed: ${error.message} ${err}`)) : resolve(out),
      ),
    );
    const line = stdout.split("\n").find((l) => l.startsWith("WRK "));
    if (!line) throw new Error(`wrk printed no figures: ${stdout.slice(0, 500)}`);
    const figures = JSON.parse(line.slice(4)) as Record<"requests" | "micros" | "status" | "connect" | "read" | "write" | "timeout" | "p50" | "p99", number>;
    // Requests cut off at the end are not counted by wrk; numbers are never reused all the same.
    counter.n += figures.requests + connections;
    const errors = figures.connect + figures.read + figures.write;
    const answered = figures.requests;
    return {
      ok: answered - figures.status,
      non2xx: figures.status,
      errors,
      timeouts: figures.timeout,
      seconds: figures.micros / 1e6,
      p50: answered ? figures.p50 / 1000 : undefined,
      p99: answered ? figures.p99 / 1000 : undefined,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A request this fast means the server has caught up with what was cut off. */
const IDLE_MS = 100;
const DRAIN_LIMIT_MS = 30_000;

/** Waits until /robots.txt answers within IDLE_MS twice in a row; returns how long that took. */
async function drain(baseUrl: string): Promise<number> {
  const started = performance.now();
  let quick = 0;
  while (quick < 2 && performance.now() - started < DRAIN_LIMIT_MS) {
    const sent = performance.now();
    try {
      await (await fetch(`${baseUrl}/robots.txt`, { signal: AbortSignal.timeout(DRAIN_LIMIT_MS) })).text();
    } catch {
      // counted as slow
    }
    quick = performance.now() - sent < IDLE_MS ? quick + 1 : 0;
  }
  return Math.round(performance.now() - started);
}
