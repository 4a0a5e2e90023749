import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import type { SettingsStore } from "../../services/site-settings";
import { presentSiteInfo } from "../../services/site-settings";
import { siteFiguresSchema, siteInfoSchema } from "@shared/site.responses";
import { sameForEveryone } from "../../cache/http-cache";
import { countSiteFigures } from "./site-figures";

/** How long counted figures are kept: they move with every sign-up and page view, and nobody needs them to the second. */
const FIGURES_MAX_AGE_SECONDS = 300;

/**
 * GET /api/site: name, description, branding, theme and switches every page needs (public);
 * GET /api/site/figures: the site's counted size, where a page speaks of it (public).
 */
export async function siteRoutes(app: FastifyInstance, { settings, db }: { settings: SettingsStore; db: Db }) {
  // Settings changes are announced as '*': the empty tag list is enough.
  app.get("/api/site", { schema: { response: { 200: siteInfoSchema } }, config: { publicCache: { tags: () => [], overlay: sameForEveryone } } }, async (_request, reply) => {
    reply.header("cache-control", "no-cache");
    return presentSiteInfo(await settings.get());
  });

  app.get(
    "/api/site/figures",
    {
      schema: { response: { 200: siteFiguresSchema } },
      config: { publicCache: { tags: () => [], maxAgeSeconds: FIGURES_MAX_AGE_SECONDS, overlay: sameForEveryone } },
    },
    async () => countSiteFigures(db),
  );
}
