// The badges feature's public face: what the app (server/app.ts) registers.
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import type { Notifier } from "../../services/notifier";
import { createBadgeAwards } from "./badge-awards";
import { badgesRoutes } from "./badges.routes";

/** The badge routes, and the job that awards badges (its chain begins when the app is ready). */
export async function badgesFeature(app: FastifyInstance, { db, notifier }: { db: Db; notifier: Notifier }) {
  const awards = createBadgeAwards({ db, jobs: app.jobs, notifier, log: app.log });
  app.addHook("onReady", () => awards.start());
  await badgesRoutes(app, { db });
}
