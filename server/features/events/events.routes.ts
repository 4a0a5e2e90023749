import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { LiveEvent } from "@shared/events";
import { requireUser } from "../../plugins/sessions";
import type { EventBus } from "../../services/event-bus";
import { rawResponse } from "../../plugins/route-table";
import { StreamGroups, streamAddress } from "../../lib/stream-groups";

/** A comment line every so often keeps proxies and load balancers from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/** Tabs a member may keep streaming at once; opening one more closes their oldest. */
export const MAX_STREAMS_PER_MEMBER = 10;
/**
 * Streams one network address (an IPv6 /64) may keep open in one process, whoever's sessions
 * they are; one more closes the address's oldest. Without it, one machine with many accounts
 * (or sessions) held any number. Higher than the question streams' cap: one per member's tab,
 * and an office behind one address has many members.
 */
export const MAX_STREAMS_PER_ADDRESS = 64;
/** How long a browser waits before reconnecting after the stream drops. */
const RETRY_MS = 5_000;
/** setTimeout's longest delay (about 24.8 days); a stream of a longer session simply reconnects then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** One SSE frame: the event's type as the SSE event name, the event as JSON data. */
export function formatEvent(event: LiveEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * GET /api/events: the signed-in member's live events as Server-Sent Events (new
 * notifications, new messages, read-state changes). Streams end when the browser goes, when
 * their session ends (sign-out, suspension, deletion) or expires, and all of them before the
 * server closes, so a shutdown is never held up.
 */
export async function eventsRoutes(
  app: FastifyInstance,
  {
    events,
    isSessionActive,
    heartbeatMs = HEARTBEAT_MS,
    maxPerAddress = MAX_STREAMS_PER_ADDRESS,
  }: {
    events: EventBus;
    /** Checked at each heartbeat: a session ended where this process did not hear of it (another process) still ends its streams. */
    isSessionActive: (sessionId: string) => Promise<boolean>;
    heartbeatMs?: number;
    maxPerAddress?: number;
  },
) {
  const byMember = new StreamGroups<PassThrough>(MAX_STREAMS_PER_MEMBER);
  const byAddress = new StreamGroups<PassThrough>(maxPerAddress);

  app.addHook("preClose", async () => {
    byMember.endAll();
    byAddress.endAll();
  });

  app.get("/api/events", { schema: { response: { 200: rawResponse("text/event-stream", "Server-Sent Events: the member's live events, one JSON object per frame") } } }, async (request, reply) => {
    const user = requireUser(request);
    const stream = new PassThrough();
    const leaveMember = byMember.add(user.id, stream);
    const leaveAddress = byAddress.add(streamAddress(request), stream);

    // Registered under its session: signing out, suspension or deletion closes it at once.
    const unsubscribe = events.subscribe(
      { userId: user.id, sessionId: request.sessionId! },
      { deliver: (event) => stream.write(formatEvent(event)), end: () => stream.end() },
    );
    const sessionId = request.sessionId!;
    const heartbeat = setInterval(() => {
      stream.write(": ping\n\n");
      // The bus closes streams of sessions ended in this process at once; this catches the rest
      // within one heartbeat. A failed check (database away) keeps the stream.
      isSessionActive(sessionId).then(
        (active) => active || stream.end(),
        () => undefined,
      );
    }, heartbeatMs);
    heartbeat.unref();
    // An expired session ends its stream too; the browser's reconnect then meets a 401.
    const expiry = setTimeout(() => stream.end(), Math.min(MAX_TIMER_MS, Math.max(0, (request.sessionExpiresAt?.getTime() ?? Infinity) - Date.now())));
    expiry.unref();
    const cleanup = () => {
      clearInterval(heartbeat);
      clearTimeout(expiry);
      unsubscribe();
      leaveMember();
      leaveAddress();
      if (!stream.writableEnded) stream.end();
    };
    stream.once("close", cleanup);
    stream.once("finish", cleanup);
    reply.raw.once("close", cleanup);

    // The first bytes go out at once, so the browser sees the stream open.
    stream.write(`retry: ${RETRY_MS}\n: connected\n\n`);
    return reply
      .header("content-type", "text/event-stream; charset=utf-8")
      .header("cache-control", "no-cache, no-transform")
      // nginx and similar proxies buffer responses unless told not to.
      .header("x-accel-buffering", "no")
      .send(stream);
  });
}
