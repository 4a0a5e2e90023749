// The endpoints under load and how each is measured with autocannon (loopback, bounded).
import type { EventEmitter } from "node:events";
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
  /** The aim for requests/s ÷ the static file's (issue 10, point 4). */
  minRatio?: number;
  /** The aim for p99 latency, in ms (at 32 connections). */
  maxP99Ms?: number;
  /** A page that may not be served to this kind of user (yet): a 404 is reported, not counted as failing. */
  optional?: boolean;
  /** Read endpoints are the ones measured at every PostgreSQL size. */
  read: boolean;
  /** Text the response must contain to count as the page (a not-found page is answered 200 too). */
  shows?: string;
}

export interface LoadSettings {
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

/** The status of an endpoint the server does not have, or an optional page it does not show (yet). */
export const NOT_SERVED = "not served (404, or the not-found page)";

/** The static file every endpoint is compared with (issue 10: "a static file served by the same server"). */
export const BASELINE_KEY = "robots";

/** The endpoints of the benchmark, for a data set and its member; the baseline comes first. */
export function endpointsFor(dataset: Dataset): Endpoint[] {
  const popular = dataset.marker.popularQuestionIds;
  const topics = dataset.marker.topicIds.slice(0, 3);
  const questions = dataset.params.questions;
  // New answers go to a band of ordinary questions, one per request, away from the measured ones.
  const answerTargets = Array.from({ length: Math.min(5_000, Math.floor(questions / 2)) }, (_, i) => Math.floor(questions / 2) + i);
  const questionPages = popular.map((id) => `/questions/${id}`);
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
    get("question-page", "visitor question page HTML /questions/{id}", questionPages, false, { minRatio: 0.5, maxP99Ms: 50, shows: showsQuestion }),
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
    get("member-feed", "member feed /api/questions?tab=recent", ["/api/questions?tab=recent"], true, { minRatio: 0.1 }),
    get("member-question-page", "member question page HTML /questions/{id}", questionPages, true, { minRatio: 0.1, shows: showsQuestion }),
    get("for-you", "member /api/questions?tab=for-you", ["/api/questions?tab=for-you"], true, { read: false }),
    get("question", "member /api/questions/{id}", popular.map((id) => `/api/questions/${id}`), true, { read: false }),
    get("answers", "member /api/questions/{id}/answers", popular.map((id) => `/api/questions/${id}/answers`), true, { read: false }),
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
export async function measure(baseUrl: string, endpoint: Endpoint, member: BenchMember, settings: LoadSettings): Promise<EndpointResult> {
  const base = { key: endpoint.key, label: endpoint.label };
  let checked;
  try {
    checked = await probe(baseUrl, endpoint, member);
  } catch (error) {
    return { ...base, status: `failed: ${(error as Error).message}` };
  }
  if (!checked.ok) return { ...base, status: checked.status };
  // The counter carries on from the warm-up, so POSTs never repeat a (member, question) pair.
  const counter = { n: 1 };
  if (settings.warmup > 0) {
    await cannon(baseUrl, endpoint, member, settings.connections, settings.warmup, counter);
    // The warm-up's cut-off requests would otherwise be served during the measurement.
    await drain(baseUrl);
  }
  const latencies: number[] = [];
  const result = await cannon(baseUrl, endpoint, member, settings.connections, settings.duration, counter, latencies);
  const drainMs = await drain(baseUrl);
  const sorted = Float64Array.from(latencies).sort();
  const ms = (value: number | undefined) => (value === undefined ? undefined : Math.round(value * 100) / 100);
  const completed = result["2xx"] + result.non2xx;
  return {
    ...base,
    status:
      result["2xx"] === 0
        ? `no answer within ${settings.duration} s (${result.timeouts} timed out after 10 s, ${result.errors} errors)`
        : result.non2xx > completed / 100
          ? `${result.non2xx} non-2xx answers`
          : "ok",
    requestsPerSecond: Math.round((completed / result.duration) * 10) / 10,
    p50: ms(quantile(sorted, 0.5)),
    p99: ms(quantile(sorted, 0.99)),
    non2xx: result.non2xx,
    errors: result.errors,
    responseBytes: checked.bytes,
    encoding: checked.encoding,
    items: checked.items,
    drainMs,
  };
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
