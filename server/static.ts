import { existsSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { ERROR_IDS } from "@shared/errors";
import { rawResponse } from "./plugins/route-table";

/**
 * Serves the built client: hashed assets cached for a year, every other GET answered
 * with index.html so the client router can show the page (or its own not-found screen).
 * Unknown /api/* paths always get a JSON 404.
 */
export async function registerClient(
  app: FastifyInstance,
  clientDir: string,
  /** Renders an app page (features/boot): index.html with preloads and the page's first data. */
  renderPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
  const hasClient = existsSync(path.join(clientDir, "index.html"));
  // The static plugin's file route declares nothing itself: its files go out as they are,
  // with the media type their names give.
  const files = rawResponse("*/*", "A file of the built client, as it is");
  app.addHook("onRoute", (route) => {
    if (route.url !== "/*") return;
    route.schema = { ...route.schema, response: { ...(route.schema?.response as object), 200: files } };
    // Only names of built files (they have an extension) are looked up on disk. The rest go
    // to the not-found handler below: API paths the router did not match (an id longer than
    // its 100-character parameter limit lands here) get their JSON 404 and page paths their
    // page, where @fastify/send answered a bare 403 "Forbidden" to a NUL, a "//" or a segment
    // longer than 255 bytes (issue 9 probe).
    const previous = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [
      ...previous,
      async (request: FastifyRequest, reply: FastifyReply) => {
        const pathname = request.url.split("?")[0]!;
        if (!pathname.startsWith("/api/") && path.extname(pathname)) return undefined;
        // The not-found handler answers (a page renders asynchronously): returning the reply
        // stops the static route, which otherwise sent a second answer to every page path.
        reply.callNotFound();
        return reply;
      },
    ];
  });
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: true,
      index: false,
      // The build writes .br/.gz beside each asset (scripts/build-lib.mjs).
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header(
          "cache-control",
          filePath.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }
  // "/" is an app page like any other (the static plugin would answer it as a directory).
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
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
