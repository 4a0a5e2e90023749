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
