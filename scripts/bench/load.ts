// The endpoints under load and how each is measured with autocannon (loopback, bounded).
import autocannon from "autocannon";
import type { Dataset } from "./generate";
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
  /** Size of one response and, for lists, its number of items (from the probe). */
  responseBytes?: number;
  items?: number;
  /** The baseline's rate around this measurement (mean of the samples before and after). */
  baselineRequestsPerSecond?: number;
  /** Request rate relative to that baseline. */
  ratioToBaseline?: number;
}

/** The endpoints of the benchmark, for a data set and its member. */
export function endpointsFor(dataset: Dataset): Endpoint[] {
  const popular = dataset.marker.popularQuestionIds;
  const topics = dataset.marker.topicIds.slice(0, 3);
  const questions = dataset.params.questions;
  // New answers go to a band of ordinary questions, one per request, away from the measured ones.
  const answerTargets = Array.from({ length: Math.min(5_000, Math.floor(questions / 2)) }, (_, i) => Math.floor(questions / 2) + i);
  return [
    { key: "health", label: "GET /api/health (baseline)", method: "GET", paths: ["/api/health"], signedIn: false },
    { key: "recent-anon", label: "GET /api/questions?tab=recent (signed out)", method: "GET", paths: ["/api/questions?tab=recent"], signedIn: false },
    { key: "recent", label: "GET /api/questions?tab=recent", method: "GET", paths: ["/api/questions?tab=recent"], signedIn: true },
    { key: "for-you", label: "GET /api/questions?tab=for-you", method: "GET", paths: ["/api/questions?tab=for-you"], signedIn: true },
    { key: "question", label: "GET /api/questions/{id} (popular)", method: "GET", paths: popular.map((id) => `/api/questions/${id}`), signedIn: true },
    {
      key: "answers",
      label: "GET /api/questions/{id}/answers (popular)",
      method: "GET",
      paths: popular.map((id) => `/api/questions/${id}/answers`),
      signedIn: true,
    },
    { key: "trending", label: "GET /api/questions/trending?period=week", method: "GET", paths: ["/api/questions/trending?period=week"], signedIn: true },
    {
      key: "topic",
      label: "GET /api/topics/{id}/questions?sort=latest",
      method: "GET",
      paths: topics.map((id) => `/api/topics/${id}/questions?sort=latest`),
      signedIn: true,
    },
    {
      key: "post-answer",
      label: "POST /api/questions/{id}/answers",
      method: "POST",
      paths: answerTargets.map((id) => `/api/questions/${id}/answers`),
      signedIn: true,
      body: (n) => JSON.stringify({ content: `<p>Benchmark answer ${n}: measured, then left in place like any other answer.</p>` }),
    },
  ];
}

function headersFor(endpoint: Endpoint, member: BenchMember): Record<string, string> {
  return {
    ...(endpoint.signedIn ? { cookie: member.cookie } : {}),
    ...(endpoint.method === "POST" ? { "content-type": "application/json" } : {}),
  };
}

/**
 * One request first: a 404 from the router ("Route ... not found") means the endpoint is not
 * written yet, and any other failure is reported instead of measured.
 */
async function probe(baseUrl: string, endpoint: Endpoint, member: BenchMember): Promise<{ ok: boolean; status: string; bytes: number; items?: number }> {
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
    if (response.status === 404 && message.startsWith("Route ")) return { ok: false, status: "not available (404)", bytes: 0 };
    return { ok: false, status: `failed: ${response.status} ${message}`, bytes: 0 };
  }
  const items = (json as { items?: unknown[] } | null)?.items;
  return { ok: true, status: "ok", bytes: Buffer.byteLength(text), items: Array.isArray(items) ? items.length : Array.isArray(json) ? json.length : undefined };
}

function cannon(baseUrl: string, endpoint: Endpoint, member: BenchMember, connections: number, seconds: number, counter: { n: number }) {
  const headers = headersFor(endpoint, member);
  return autocannon({
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
  if (settings.warmup > 0) await cannon(baseUrl, endpoint, member, settings.connections, settings.warmup, counter);
  const result = await cannon(baseUrl, endpoint, member, settings.connections, settings.duration, counter);
  const completed = result["2xx"] + result.non2xx;
  return {
    ...base,
    status: result.non2xx > completed / 100 ? `${result.non2xx} non-2xx answers` : "ok",
    requestsPerSecond: Math.round((completed / result.duration) * 10) / 10,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    responseBytes: checked.bytes,
    items: checked.items,
  };
}
