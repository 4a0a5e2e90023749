import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ERROR_IDS } from "@shared/errors";
import { numericIdParamSchema } from "@shared/ids";
import type { Db } from "../../db/client";
import type { Notifications } from "../../db/notifications";
import { AppError } from "../../errors";
import { StreamGroups, streamAddress } from "../../lib/stream-groups";
import { rawResponse } from "../../plugins/route-table";
import { EVERYONE, findVisibleQuestion, isPublic, loadVisibleQuestion, type Viewer } from "../../policy/visibility";
import { createQuestionFeeds, type QuestionFeeds } from "./question-feeds";

/** A comment line every so often keeps proxies and load balancers from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting after the stream drops. */
const RETRY_MS = 5_000;
/**
 * Question streams one network address (an IPv6 /64) may keep open in one process; opening
 * one more closes its oldest (that page reconnects, and gets its state again). Pages open
 * their stream only while visible, so this is many people behind one address, not one reader.
 */
export const MAX_STREAMS_PER_ADDRESS = 32;
/** Question streams one process keeps open at most; beyond, a 503 (the page retries later). */
export const MAX_STREAMS_PER_PROCESS = 10_000;
/** What a refused stream is told to wait, in seconds. */
const BUSY_RETRY_SECONDS = 30;
export const STREAMS_BUSY = "Too many live pages are open on this server right now. Please try again shortly.";

/**
 * GET /api/questions/{id}/events: what changes on an open question page, as Server-Sent
 * Events, for visitors and members alike (see question-feeds.ts, shared/question-events.ts).
 * A question the viewer may not see is a 404, as on every route. A published question's
 * stream is the public one (what a visitor sees); a held question's, for its author or staff,
 * is theirs: it ends with their session, and at the first heartbeat at which they may no
 * longer see the question as they opened it (demoted, suspended, their staff powers lapsed:
 * policy/staff-powers.ts). Never cached; every stream ends before the server closes.
 */
export async function questionEventsRoutes(
  app: FastifyInstance,
  {
    db,
    notifications,
    isSessionActive,
    currentViewer,
    heartbeatMs = HEARTBEAT_MS,
    debounceMs,
    maxPerAddress = MAX_STREAMS_PER_ADDRESS,
    maxPerProcess = MAX_STREAMS_PER_PROCESS,
  }: {
    db: Db;
    notifications: Notifications;
    /** Checked at each heartbeat of a member's own (held question) stream. */
    isSessionActive: (sessionId: string) => Promise<boolean>;
    /** The member as a viewer now, read afresh (policy/staff-powers.ts), at each heartbeat of their own stream; null once inactive. */
    currentViewer: (userId: string) => Promise<Viewer>;
    heartbeatMs?: number;
    debounceMs?: number;
    maxPerAddress?: number;
    maxPerProcess?: number;
  },
): Promise<QuestionFeeds> {
  const feeds = await createQuestionFeeds({ db, notifications, debounceMs, log: app.log });
  /** Open streams by address (IPv6 by its /64), oldest first. */
  const byAddress = new StreamGroups<PassThrough>(maxPerAddress);
  let open = 0;

  app.addHook("preClose", async () => {
    await feeds.close();
    byAddress.endAll();
  });

  /**
   * Whether the member may still read their own stream of this question as the viewer they
   * opened it as: their session lives, their account is active with the same usable role, and
   * the question is still one they may see. A failed check (database away) keeps the stream.
   */
  const stillReads = async (sessionId: string, viewer: NonNullable<Viewer>, questionId: number): Promise<boolean> => {
    if (!(await isSessionActive(sessionId))) return false;
    const now = await currentViewer(viewer.id);
    if (!now || now.role !== viewer.role) return false;
    return (await findVisibleQuestion(db, now, questionId)) !== null;
  };

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/questions/:id/events",
    {
      schema: {
        params: numericIdParamSchema,
        response: { 200: rawResponse("text/event-stream", "Server-Sent Events: what changes on the question (answers, comments, votes, edits, acceptance, closing), one JSON object per frame") },
      },
    },
    async (request, reply) => {
      const question = await loadVisibleQuestion(db, request.user, request.params.id);
      if (open >= maxPerProcess) {
        reply.header("retry-after", String(BUSY_RETRY_SECONDS));
        throw new AppError(503, ERROR_IDS.unavailable, STREAMS_BUSY);
      }
      // Everyone shares the public feed of a published question; a held one is its viewer's own.
      const viewer = isPublic(question) || !request.user ? EVERYONE : { id: request.user.id, role: request.user.role };
      const stream = new PassThrough();
      const subscription = await feeds.subscribe(question.id, viewer, {
        send: (frame) => stream.write(frame),
        end: () => stream.end(),
      });
      if (!subscription) throw new AppError(404, ERROR_IDS.notFound, "Question not found");

      const leave = byAddress.add(streamAddress(request), stream);
      open += 1;

      const sessionId = viewer ? request.sessionId : null;
      const heartbeat = setInterval(() => {
        stream.write(": ping\n\n");
        // A member's own stream shows held content: it ends with their session or their right to see it.
        if (sessionId && viewer) stillReads(sessionId, viewer, question.id).then((reads) => reads || stream.end(), () => undefined);
      }, heartbeatMs);
      heartbeat.unref();
      let cleaned = false;
      const cleanup = () => {
        if (cleaned) return;
        cleaned = true;
        open -= 1;
        clearInterval(heartbeat);
        subscription.unsubscribe();
        leave();
        if (!stream.writableEnded) stream.end();
      };
      stream.once("close", cleanup);
      stream.once("finish", cleanup);
      reply.raw.once("close", cleanup);

      // The first bytes go out at once, so the browser sees the stream open, then the state.
      stream.write(`retry: ${RETRY_MS}\n: connected\n\n${subscription.state}`);
      return reply
        .header("content-type", "text/event-stream; charset=utf-8")
        // Never stored by a browser or a shared cache; proxies must not transform a stream.
        .header("cache-control", "no-store, no-transform")
        // nginx and similar proxies buffer responses unless told not to.
        .header("x-accel-buffering", "no")
        .send(stream);
    },
  );
  return feeds;
}
