import type { FastifyInstance } from "fastify";
import type { SettingsStore } from "../../services/site-settings";
import { presentSiteInfo } from "../../services/site-settings";
import { siteInfoSchema } from "@shared/site.responses";
import { sameForEveryone } from "../../cache/http-cache";

/** GET /api/site: name, description, branding, theme and switches every page needs (public). */
export async function siteRoutes(app: FastifyInstance, { settings }: { settings: SettingsStore }) {
  // Settings changes are announced as '*': the empty tag list is enough.
  app.get("/api/site", { schema: { response: { 200: siteInfoSchema } }, config: { publicCache: { tags: () => [], overlay: sameForEveryone } } }, async (_request, reply) => {
    reply.header("cache-control", "no-cache");
    return presentSiteInfo(await settings.get());
  });
}
