import type { FastifyInstance } from "fastify";
import { ERROR_IDS } from "@shared/errors";
import { AppError, forbidden, unauthorized } from "../../errors";
import type { AdminContext } from "./admin-context";
import { canUseAdminArea, type AdminArea } from "../../policy/staff";
import { adminAppealsRoutes } from "./admin-appeals.routes";
import { adminContentRoutes } from "./admin-content.routes";
import { adminOverviewRoutes } from "./admin-overview.routes";
import { adminPrivilegesRoutes } from "./admin-privileges.routes";
import { adminSettingsRoutes } from "./admin-settings.routes";
import { adminSystemRoutes } from "./admin-system.routes";
import { adminUsersRoutes } from "./admin-users.routes";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The part of the admin API a /api/admin route belongs to (admin.policy.ts). */
    adminArea?: AdminArea;
  }
}

export const STAFF_TWO_FACTOR_MESSAGE = "This site requires staff to use two-factor sign-in. Turn it on under Settings, Security, then come back.";

/**
 * Every /api/admin route except sign-in and sign-out (admin-auth.routes.ts) lives in this
 * scope. Its hook runs before parsing and validation: 401 without a session, 403 unless the
 * member's role may use the route's area. A route that names no area is refused to all.
 * When the site requires two-factor sign-in for staff, staff without it get a 403
 * `two_factor_setup_required` until they turn it on in their settings (policy/staff-powers.ts
 * decides it once per request, for every route, not only these).
 */
export async function adminRoutes(app: FastifyInstance, ctx: AdminContext) {
  await app.register(async (scope) => {
    scope.addHook("onRequest", async (request) => {
      if (!request.user) throw unauthorized();
      const area = request.routeOptions.config.adminArea;
      // policy/staff-powers.ts decided the member's powers for the whole request: staff whose
      // powers lapsed are an ordinary member here too, told why when their role would let them in.
      const held = request.lapsedStaffRole ? { ...request.user, role: request.lapsedStaffRole } : request.user;
      if (!area || !canUseAdminArea(held, area)) throw forbidden("You do not have permission to do that");
      if (request.lapsedStaffRole) throw new AppError(403, ERROR_IDS.twoFactorSetupRequired, STAFF_TWO_FACTOR_MESSAGE);
    });
    await adminOverviewRoutes(scope, ctx);
    await adminUsersRoutes(scope, ctx);
    await adminContentRoutes(scope, ctx);
    await adminAppealsRoutes(scope, ctx);
    await adminSettingsRoutes(scope, ctx);
    await adminPrivilegesRoutes(scope, ctx);
    await adminSystemRoutes(scope, ctx);
  });
}
