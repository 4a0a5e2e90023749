import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ERROR_IDS } from "@shared/errors";
import { rawResponse } from "./plugins/route-table";

/** Media types of the files a build writes (and the few the public folder holds). */
const MEDIA_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".wasm": "application/wasm",
};

/** One built file as it is sent: every encoding the build wrote, its validator and headers. */
export interface BuiltFile {
  contentType: string;
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  etag: string;
  cacheControl: string;
}

/** Hashed names never change content: browsers keep them a year. Other files are revalidated (ETag). */
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/**
 * Reads every built file once (at start): a new build is read by the next start. The `.br`
 * and `.gz` the build writes beside a file (scripts/build-lib.mjs) are its compressed bodies.
 */
export function readBuiltFiles(clientDir: string): Map<string, BuiltFile> {
  const files = new Map<string, BuiltFile>();
  const visit = (dir: string, prefix: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        visit(file, `${prefix}${name}/`);
        continue;
      }
      if (name.endsWith(".br") || name.endsWith(".gz")) continue;
      const identity = readFileSync(file);
      const read = (suffix: string) => (existsSync(`${file}${suffix}`) ? readFileSync(`${file}${suffix}`) : null);
      const urlPath = `/${prefix}${name}`;
      files.set(urlPath, {
        contentType: MEDIA_TYPES[path.extname(name).toLowerCase()] ?? "application/octet-stream",
        identity,
        br: read(".br"),
        gzip: read(".gz"),
        etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
        cacheControl: urlPath.startsWith("/assets/") ? IMMUTABLE : REVALIDATE,
      });
    }
  };
  if (existsSync(clientDir)) visit(clientDir, "");
  return files;
}

/** Whether the Accept-Encoding header takes this encoding (not with q=0). */
const accepts = (request: FastifyRequest, encoding: "br" | "gzip") =>
  new RegExp(`(^|[\\s,])${encoding}(?!;q=0(\\.0*)?(\\s|,|$))`).test(String(request.headers["accept-encoding"] ?? ""));

const matches = (header: string | undefined, etag: string) =>
  Boolean(header) && (header!.trim() === "*" || header!.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag));

/** Sends a built file from memory: the best encoding the client takes, 304 for a validator it has. */
export function sendBuiltFile(request: FastifyRequest, reply: FastifyReply, file: BuiltFile) {
  reply.header("etag", file.etag).header("cache-control", file.cacheControl).header("vary", "Accept-Encoding");
  if (matches(request.headers["if-none-match"], file.etag)) return reply.status(304).send();
  reply.type(file.contentType);
  if (file.br && accepts(request, "br")) return reply.header("content-encoding", "br").send(file.br);
  if (file.gzip && accepts(request, "gzip")) return reply.header("content-encoding", "gzip").send(file.gzip);
  return reply.send(file.identity);
}

/**
 * Serves the built client: every file read once at start and sent from memory (hashed assets
 * cached for a year, the rest revalidated), every other GET answered with the app page so the
 * client router can show it (or its own not-found screen). Unknown /api/* paths always get a
 * JSON 404.
 */
export async function registerClient(
  app: FastifyInstance,
  clientDir: string,
  /** Renders an app page (features/boot): index.html with preloads and the page's first data. */
  renderPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
  const hasClient = existsSync(path.join(clientDir, "index.html"));
  // index.html is the page renderer's template, never sent as a file.
  const files = hasClient ? readBuiltFiles(clientDir) : new Map<string, BuiltFile>();
  files.delete("/index.html");
  if (hasClient) {
    // Only names of built files are answered here. The rest go to the not-found handler below:
    // API paths the router did not match get their JSON 404, page paths their page.
    app.get(
      "/*",
      { schema: { response: { 200: rawResponse("*/*", "A file of the built client, as it is") } } },
      async (request, reply) => {
        const pathname = request.url.split("?")[0]!;
        const file = files.get(pathname);
        if (!file) {
          reply.callNotFound();
          return reply;
        }
        return sendBuiltFile(request, reply, file);
      },
    );
  }
  // "/" is an app page like any other.
  if (hasClient && renderPage) app.get("/", { schema: { response: { 200: rawResponse("text/html", "The landing page") } } }, async (request, reply) => renderPage(request, reply));
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0]!;
    if (pathname.startsWith("/api/") || pathname === "/api" || !hasClient || !["GET", "HEAD"].includes(request.method)) {
      return reply.status(404).send({ error: ERROR_IDS.notFound, message: `Route ${request.method} ${pathname} not found` });
    }
    if (path.extname(pathname) && !pathname.endsWith(".html")) {
      return reply.status(404).type("text/plain").send("Not found");
    }
    if (renderPage) {
      await renderPage(request, reply);
      return reply;
    }
    return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(readFileSync(path.join(clientDir, "index.html")));
  });
}
