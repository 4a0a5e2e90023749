import type { FastifyInstance } from "fastify";
import type { SettingsStore } from "./site-settings";
import { presentSiteInfo } from "./site-settings";

/** GET /api/site: name, description, branding, theme and switches every page needs (public). */
export async function siteRoutes(app: FastifyInstance, { settings }: { settings: SettingsStore }) {
  app.get("/api/site", async (_request, reply) => {
    reply.header("cache-control", "no-cache");
    return presentSiteInfo(await settings.get());
  });
}
