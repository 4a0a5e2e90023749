import type { FastifyInstance } from "fastify";
import { ERROR_IDS } from "@shared/errors";
import { MAINTENANCE_MESSAGE } from "@shared/site";
import type { Db } from "../db/client";
import { AppError } from "../errors";
import { isStaff } from "../policy/staff";
import type { SettingsStore } from "./site-settings";
import { findUserByEmail } from "../accounts/members";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Staff must be able to sign in and everyone to sign out while the site is down. */
const ALWAYS_OPEN = new Set(["/api/admin/login", "/api/admin/logout", "/api/auth/logout"]);
const MEMBER_LOGIN = "/api/auth/login";
/**
 * What staff whose powers lapsed (policy/staff-powers.ts: the site requires two-factor sign-in of
 * staff, they have not turned it on) may still write: turning two-factor on gives them back.
 */
const TWO_FACTOR_SETUP = new Set(["/api/auth/2fa/setup", "/api/auth/2fa/enable"]);

const maintenance = () => new AppError(503, ERROR_IDS.maintenance, MAINTENANCE_MESSAGE);

/**
 * Maintenance mode: every write to the API (any method but GET) from visitors and members
 * is answered 503; staff keep working (staff whose powers lapsed only turn two-factor on). Reads stay open so the client can show its
 * maintenance page. The member sign-in is let through for staff only, which needs the
 * body, so that one is decided after parsing.
 */
export function registerMaintenance(app: FastifyInstance, { db, settings }: { db: Db; settings: SettingsStore }) {
  app.addHook("onRequest", async (request) => {
    if (READS.has(request.method) || !request.url.startsWith("/api/")) return;
    const route = request.routeOptions.url;
    if ((route && ALWAYS_OPEN.has(route)) || route === MEMBER_LOGIN || isStaff(request.user)) return;
    if (request.lapsedStaffRole && route && TWO_FACTOR_SETUP.has(route)) return;
    if ((await settings.get()).maintenanceMode) throw maintenance();
  });

  app.addHook("preHandler", async (request) => {
    if (request.method !== "POST" || request.routeOptions.url !== MEMBER_LOGIN) return;
    if (!(await settings.get()).maintenanceMode) return;
    const email = (request.body as { email?: unknown } | undefined)?.email;
    const user = typeof email === "string" ? await findUserByEmail(db, email) : null;
    if (!isStaff(user)) throw maintenance();
  });
}
