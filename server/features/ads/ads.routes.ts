import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adClickSchema, createAdSchema, myAdsQuerySchema, updateAdSchema } from "@shared/ads";
import { numericIdParamSchema } from "@shared/ids";
import { hasAccess } from "@shared/subscriptions";
import type { Db } from "../../db/client";
import { forbidden, notFound } from "../../errors";
import { viewerKey } from "../../lib/viewer";
import { requireUser } from "../../plugins/sessions";
import {
  createCampaign,
  deleteCampaign,
  findCampaign,
  listMyCampaigns,
  recordClick,
  serveAd,
  setCampaignStatus,
} from "./ads.queries";
import { presentCampaign } from "./ads.presenter";
import { adCampaignPageSchema, adCampaignSchema, adClickResultSchema, serveResultSchema } from "@shared/ads.responses";
import { noContentSchema } from "@shared/responses";
import { findSubscription, presentSubscription } from "../../accounts/subscription";

const AD_NOT_FOUND = "Ad not found";

/** Ad campaigns: create, list, pause/resume and delete your own; serve one and count clicks. */
export async function adsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The campaign in the path, if the signed-in member owns it: 404 if none, 403 if someone else's. */
  const ownCampaign = async (request: FastifyRequest, id: number) => {
    const user = requireUser(request);
    const campaign = await findCampaign(db, id);
    if (!campaign) throw notFound(AD_NOT_FOUND);
    if (campaign.userId !== user.id) throw forbidden("You can only change your own ads");
    return campaign;
  };

  r.post("/api/ads", { schema: { body: createAdSchema, response: { 201: adCampaignSchema } }, config: { visibleWrite: true } }, async (request, reply) => {
    const user = requireUser(request);
    return reply.code(201).send(presentCampaign(await createCampaign(db, user.id, request.body)));
  });

  r.get("/api/ads/mine", { schema: { querystring: myAdsQuerySchema, response: { 200: adCampaignPageSchema } } }, async (request) =>
    listMyCampaigns(db, requireUser(request).id, request.query),
  );

  r.patch("/api/ads/:id", { schema: { params: numericIdParamSchema, body: updateAdSchema, response: { 200: adCampaignSchema } }, config: { visibleWrite: true } }, async (request) => {
    const campaign = await ownCampaign(request, request.params.id);
    return presentCampaign(await setCampaignStatus(db, campaign.id, request.body.status));
  });

  r.delete("/api/ads/:id", { schema: { params: numericIdParamSchema, response: { 204: noContentSchema } } }, async (request, reply) => {
    const campaign = await ownCampaign(request, request.params.id);
    await deleteCampaign(db, campaign.id);
    return reply.code(204).send();
  });

  // POST, not GET: serving counts an impression, and only our own pages may cause that.
  r.post("/api/ads/serve", { schema: { response: { 200: serveResultSchema } } }, async (request) => {
    const user = requireUser(request);
    // Ponder+ is ad-free (spec 2.16): members with access get no ad, and nothing is counted.
    if (hasAccess(presentSubscription(await findSubscription(db, user.id)))) return { ad: null };
    return { ad: await serveAd(db, { userId: user.id, key: viewerKey(request) }) };
  });

  r.post("/api/ads/:id/click", { schema: { params: numericIdParamSchema, body: adClickSchema, response: { 200: adClickResultSchema } } }, async (request) => {
    const user = requireUser(request);
    const click = await recordClick(db, request.params.id, { userId: user.id, key: viewerKey(request) }, request.body.impressionToken);
    if (!click) throw notFound(AD_NOT_FOUND);
    return click;
  });
}
