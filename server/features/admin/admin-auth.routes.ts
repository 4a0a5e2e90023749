import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminLoginSchema } from "@shared/auth";
import { ERROR_IDS } from "@shared/errors";
import { AppError, unauthorized } from "../../errors";
import { presentUser } from "../../accounts/users.presenter";
import type { Db } from "../../db/client";
import type { Sessions } from "../../plugins/sessions";
import type { PasswordHasher } from "../../accounts/password";
import type { TwoFactor } from "../../accounts/two-factor";
import { SUSPENDED_MESSAGE } from "../../accounts/sign-in-messages";
import { recordAudit } from "../../services/audit";
import { adminLoginResultSchema } from "@shared/auth.responses";
import { noContentSchema } from "@shared/responses";
import { findStaffByLogin } from "../../accounts/members";
import { requireSecondFactor } from "../../accounts/second-factor";
import { accountFailureKey, type FailureLimiter } from "../../plugins/rate-limits";

export const INVALID_ADMIN_CREDENTIALS = "Invalid username or password";

/** What the admin sign-in needs: a part of what the member sign-in gets (app.ts passes the same). */
export interface AdminSignInContext {
  db: Db;
  sessions: Sessions;
  passwords: PasswordHasher;
  loginFailures: FailureLimiter;
  twoFactor: TwoFactor;
}

/** The admin panel's own sign-in: staff (admins and moderators) only, rate limited. */
export async function adminAuthRoutes(app: FastifyInstance, ctx: AdminSignInContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post("/api/admin/login", { schema: { body: adminLoginSchema, response: { 200: adminLoginResultSchema } } }, async (request, reply) => {
    const { username, password, code } = request.body;
    const user = await findStaffByLogin(ctx.db, username);
    // The account's one failure counter, the same the member sign-in, passkeys and resets count on.
    const accountKey = user ? accountFailureKey(user.id) : `admin:${username.toLowerCase()}`;
    // Counted as a failure until the password proves right (plugins/rate-limits.ts).
    const attempt = await ctx.loginFailures.begin([`ip:${request.ip}`, accountKey]);
    const valid = await ctx.passwords.verify(password, user?.passwordHash ?? null);
    if (!user || !valid || user.role === "user" || user.status === "deleted") throw unauthorized(INVALID_ADMIN_CREDENTIALS);
    if (user.status === "suspended") {
      await attempt.succeeded();
      throw new AppError(403, ERROR_IDS.suspended, SUSPENDED_MESSAGE);
    }
    await requireSecondFactor(ctx.twoFactor, user.id, code, attempt);
    await attempt.succeeded([accountKey]);
    await ctx.sessions.signIn(request, reply, user.id, false);
    await recordAudit(ctx.db, user, "admin.login");
    return { message: "Login successful", user: presentUser(user) };
  });

  r.post("/api/admin/logout", { schema: { response: { 204: noContentSchema } } }, async (request, reply) => {
    if (request.user && request.user.role !== "user") await recordAudit(ctx.db, request.user, "admin.logout");
    await ctx.sessions.signOut(request, reply);
    return reply.status(204).send();
  });
}
