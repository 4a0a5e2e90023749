import http from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance, InjectOptions } from "fastify";

/** What injectOpen returns: the status, the headers, and the body unless it was an event stream. */
export interface OpenedResponse {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  json(): unknown;
}

/**
 * app.inject for routes that may answer with an event stream, which stays open (plain inject
 * would wait for its end forever): resolves once the headers are out. A stream is hung up at
 * once, as a browser leaving the page would; any other answer is read whole.
 */
export async function injectOpen(app: FastifyInstance, options: InjectOptions): Promise<OpenedResponse> {
  const response = await app.inject({ ...options, payloadAsStream: true });
  const stream = response.stream();
  const headers = response.headers as Record<string, unknown>;
  if (String(headers["content-type"] ?? "").startsWith("text/event-stream")) {
    stream.destroy();
    response.raw.res.destroy();
    return { statusCode: response.statusCode, headers, body: "", json: () => undefined };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  const body = Buffer.concat(chunks).toString("utf8");
  return { statusCode: response.statusCode, headers, body, json: () => JSON.parse(body) as unknown };
}

/** An event stream opened over real http (the app listens): what arrived so far, and a way to wait for more. */
export interface SseStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body received so far. */
  text(): string;
  /** Resolves once the body received so far satisfies the predicate; fails after `ms`, naming `what` it waited for. */
  waitFor(predicate: (text: string) => boolean, ms?: number, what?: string): Promise<void>;
  ended: Promise<void>;
  close(): void;
}

/** GETs `path` from a listening app (as the member of `cookie`, if given) and resolves once the headers are in. */
export function openSse(app: FastifyInstance, path: string, cookie?: string): Promise<SseStream> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path, headers: cookie ? { cookie } : {} }, (response) => {
      let body = "";
      const waiters = new Set<() => void>();
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
        for (const waiter of [...waiters]) waiter();
      });
      const ended = new Promise<void>((done) => response.on("close", () => done()));
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        text: () => body,
        waitFor: (predicate, ms = 5000, what) =>
          new Promise<void>((done, fail) => {
            const check = () => {
              if (!predicate(body)) return;
              waiters.delete(check);
              clearTimeout(timer);
              done();
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`Timed out waiting${what ? ` for ${what}` : ""}; received: ${JSON.stringify(body)}`));
            }, ms);
            waiters.add(check);
            check();
          }),
        ended,
        close: () => request.destroy(),
      });
    });
    request.on("error", reject);
  });
}

/** Waits for the server to close the stream, failing after a few seconds instead of hanging. */
export function endsSoon(stream: Pick<SseStream, "ended">, ms = 5000): Promise<void> {
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`The stream is still open after ${ms} ms`)), ms);
    void stream.ended.then(() => {
      clearTimeout(timer);
      done();
    });
  });
}

/**
 * A stream opened through app.inject as if from `address` (in `x-forwarded-for`: the app under
 * test must trust proxies), for caps by address: whether it is still open, and when it ends.
 */
export async function openInjected(app: FastifyInstance, url: string, address: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: "GET", url, headers: { ...headers, "x-forwarded-for": address }, payloadAsStream: true });
  const body = response.stream();
  let open = true;
  const ended = new Promise<void>((resolve) => {
    body.on("end", resolve);
    body.on("close", resolve);
    body.on("error", () => resolve());
  }).then(() => {
    open = false;
  });
  body.resume();
  return { status: response.statusCode, ended, isOpen: () => open, close: () => body.destroy() };
}

/** Resolves when the stream ends; fails after `ms`. */
export function endsWithin(stream: { ended: Promise<void> }, ms = 3000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`The stream is still open after ${ms} ms`)), ms);
  });
  return Promise.race([stream.ended, late]).finally(() => clearTimeout(timer));
}
