import type { FastifyInstance } from "fastify";

/**
 * Every /api answer to a request with a session (or one that sets a cookie, as sign-in does)
 * depends on who asked, so no browser or shared cache may keep it: `Cache-Control: no-store`.
 * Two answers keep what their route says: bytes that are the same for everyone (`public`,
 * such as uploaded images) and event streams' `no-transform`, which proxies need to stream.
 * Visitors' answers are left alone: caching them is issue 10's work.
 */
export function registerPersonalNoStore(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply) => {
    if (!request.url.startsWith("/api/")) return;
    if (!request.sessionId && !reply.hasHeader("set-cookie")) return;
    const declared = String(reply.getHeader("cache-control") ?? "");
    if (/\bpublic\b/.test(declared)) return;
    reply.header("cache-control", /\bno-transform\b/.test(declared) ? "no-store, no-transform" : "no-store");
  });
}
