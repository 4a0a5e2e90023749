import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/client";
import type { Db } from "../../db/client";
import { forbidden, unauthorized } from "../../errors";
import type { Sessions } from "../../plugins/sessions";
import type { Notifier } from "../notifications/notifier";
import type { PasswordHasher } from "../auth/password";
import type { SettingsStore } from "../site/site-settings";
import { canUseAdminArea, type AdminArea } from "./admin.policy";
import { adminContentRoutes } from "./admin-content.routes";
import { adminOverviewRoutes } from "./admin-overview.routes";
import { adminSettingsRoutes } from "./admin-settings.routes";
import { adminSystemRoutes } from "./admin-system.routes";
import { adminUsersRoutes } from "./admin-users.routes";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The part of the admin API a /api/admin route belongs to (admin.policy.ts). */
    adminArea?: AdminArea;
  }
}

/** What the admin routes need, built once by app.ts. */
export interface AdminContext {
  db: Db;
  /** Which database this is, and PGlite's data directory dump for System Backup. */
  database: Pick<Database, "kind" | "dumpDataDir"> | null;
  sessions: Sessions;
  passwords: PasswordHasher;
  settings: SettingsStore;
  /** Approving a held answer or comment sends the notification it was held back from. */
  notifier: Notifier;
}

/** The signed-in staff member; the scope's hook has already checked the session and the area. */
export function staffOf(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * Every /api/admin route except sign-in and sign-out (admin-auth.routes.ts) lives in this
 * scope. Its hook runs before parsing and validation: 401 without a session, 403 unless the
 * member's role may use the route's area. A route that names no area is refused to all.
 */
export async function adminRoutes(app: FastifyInstance, ctx: AdminContext) {
  await app.register(async (scope) => {
    scope.addHook("onRequest", async (request) => {
      if (!request.user) throw unauthorized();
      const area = request.routeOptions.config.adminArea;
      if (!area || !canUseAdminArea(request.user, area)) throw forbidden("You do not have permission to do that");
    });
    await adminOverviewRoutes(scope, ctx);
    await adminUsersRoutes(scope, ctx);
    await adminContentRoutes(scope, ctx);
    await adminSettingsRoutes(scope, ctx);
    await adminSystemRoutes(scope, ctx);
  });
}
