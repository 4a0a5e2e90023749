import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { conflict } from "../../errors";
import { requireUser } from "../../plugins/sessions";
import { cancelAtPeriodEnd, findSubscription, hasAccess, presentSubscription, startTrial } from "./subscriptions.queries";

export const ALREADY_SUBSCRIBED = "You are already subscribed.";
/** No payment provider exists yet (docs/decisions/014-subscriptions.md): only the free trial can start. */
export const TRIAL_USED = "Your free trial has been used. Paid subscriptions are not available yet.";
export const NOT_SUBSCRIBED = "You do not have an active subscription.";

/** The signed-in member's Ponder+ subscription: read, start (free trial), cancel. */
export async function subscriptionsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/subscriptions/me", async (request) => presentSubscription(await findSubscription(db, requireUser(request).id)));

  r.post("/api/subscriptions/ponder-plus", async (request, reply) => {
    const user = requireUser(request);
    const started = await startTrial(db, user.id);
    if (started) return reply.code(201).send(presentSubscription(started));
    const current = presentSubscription(await findSubscription(db, user.id));
    if (hasAccess(current)) throw conflict(ALREADY_SUBSCRIBED);
    throw conflict(TRIAL_USED);
  });

  r.post("/api/subscriptions/ponder-plus/cancel", async (request) => {
    const user = requireUser(request);
    const current = presentSubscription(await findSubscription(db, user.id));
    if (!hasAccess(current)) throw conflict(NOT_SUBSCRIBED);
    return presentSubscription(await cancelAtPeriodEnd(db, user.id));
  });
}
