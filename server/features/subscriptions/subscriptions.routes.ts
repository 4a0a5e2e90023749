import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { conflict } from "../../errors";
import { requireUser } from "../../plugins/sessions";
import { hasAccess, SUBSCRIPTION_MESSAGES } from "@shared/subscriptions";
import { setCancelAtPeriodEnd, startTrial } from "./subscriptions.queries";
import { mySubscriptionSchema } from "@shared/subscriptions.responses";
import { findSubscription, presentSubscription } from "../../accounts/subscription";

/** The signed-in member's Ponder+ subscription: read, start (free trial), cancel, resume. */
export async function subscriptionsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  // Its own scope, so the JSON parser below applies to these routes only.
  await app.register(async (scope) => {
    acceptEmptyJsonBody(scope);
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get("/api/subscriptions/me", { schema: { response: { 200: mySubscriptionSchema } }, config: { memberCache: { tags: () => [] } } }, async (request) => presentSubscription(await findSubscription(db, requireUser(request).id)));

    r.post("/api/subscriptions/ponder-plus", { schema: { response: { 201: mySubscriptionSchema } } }, async (request, reply) => {
      const user = requireUser(request);
      const started = await startTrial(db, user.id);
      if (started) return reply.code(201).send(presentSubscription(started));
      const current = presentSubscription(await findSubscription(db, user.id));
      if (hasAccess(current)) throw conflict(SUBSCRIPTION_MESSAGES.alreadySubscribed);
      throw conflict(SUBSCRIPTION_MESSAGES.trialUsed);
    });

    /** Access stays until the period ends (the FAQ's promise); 409 when nothing is current. */
    r.post("/api/subscriptions/ponder-plus/cancel", { schema: { response: { 200: mySubscriptionSchema } } }, async (request) => {
      const row = await setCancelAtPeriodEnd(db, requireUser(request).id, true);
      if (!row) throw conflict(SUBSCRIPTION_MESSAGES.notSubscribed);
      return presentSubscription(row);
    });

    /** Undoes a cancellation while the period lasts; idempotent; 409 once it has ended. */
    r.post("/api/subscriptions/ponder-plus/resume", { schema: { response: { 200: mySubscriptionSchema } } }, async (request) => {
      const row = await setCancelAtPeriodEnd(db, requireUser(request).id, false);
      if (!row) throw conflict(SUBSCRIPTION_MESSAGES.notSubscribed);
      return presentSubscription(row);
    });
  });
}

/**
 * These POSTs take no body, and a client may still send `Content-Type: application/json`
 * with nothing after it (many fetch wrappers do). Fastify's parser refuses that with a 400;
 * here an empty body is no body, and anything else is parsed by Fastify's own JSON parser
 * (with its prototype-poisoning checks).
 */
function acceptEmptyJsonBody(scope: FastifyInstance) {
  const parseJson = scope.getDefaultJsonParser("error", "error");
  scope.removeContentTypeParser("application/json");
  scope.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === "") return done(null, undefined);
    return parseJson(request, text, done);
  });
}
