import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { z } from "zod";
import { ERROR_IDS } from "@shared/errors";
import { SECURITY } from "@shared/limits";
import { completeSecondFactorSchema, disableTwoFactorSchema, enableTwoFactorSchema, renewRecoveryCodesSchema, setupTwoFactorSchema } from "@shared/security";
import {
  endedSessionsSchema,
  recoveryCodesSchema,
  signedInDevicesSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from "@shared/security.responses";
import { noContentSchema } from "@shared/responses";
import { userSchema } from "@shared/users.responses";
import { AppError, badRequest, notFound } from "../../errors";
import { requireUser } from "../../plugins/sessions";
import { authChallenges } from "../../db/schema/security";
import { sessions, users } from "../../db/schema/users";
import { presentUser } from "../../accounts/users.presenter";
import type { AuthContext } from "./auth-context";
import { findPendingSignIn, PENDING_COOKIE, PENDING_PATH } from "../../accounts/pending-sign-in";
import { TWO_FACTOR_INVALID } from "../../accounts/second-factor";
import { requireReauthentication } from "../../accounts/reauthentication";
import { accountFailureKey } from "../../plugins/rate-limits";
import { endRecoveryLinks } from "../../accounts/recovery-links";
import { describeUserAgent } from "./user-agent";

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export const PASSWORD_NEEDED = "Two-factor sign-in protects a password, and this account signs in through your provider. Add a passkey instead.";

/** Two-factor sign-in and signed-in devices, from settings' Security section. */
export async function securityRoutes(app: FastifyInstance, ctx: AuthContext) {
  const { db, twoFactor } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Whether staff on this site must turn two-factor on before their staff powers work (policy/staff-powers.ts decided it for this request). */
  const setupRequired = (request: FastifyRequest, enabled: boolean) => !enabled && Boolean(request.lapsedStaffRole);

  /** A wrong code from a signed-in member counts like a wrong sign-in, on the account's one counter. */
  const beginAttempt = (request: FastifyRequest, userId: string) => ctx.loginFailures.begin([`ip:${request.ip}`, accountFailureKey(userId)]);

  r.get("/api/auth/2fa", { schema: { response: { 200: twoFactorStatusSchema } } }, async (request) => {
    const user = requireUser(request);
    const enabled = await twoFactor.isEnabled(user.id);
    return {
      enabled,
      recoveryCodesLeft: enabled ? await twoFactor.recoveryCodesLeft(user.id) : 0,
      hasPassword: user.passwordHash !== null,
      setupRequired: setupRequired(request, enabled),
    };
  });

  r.post("/api/auth/2fa/setup", { schema: { body: setupTwoFactorSchema, response: { 200: twoFactorSetupSchema } } }, async (request) => {
    if (requireUser(request).passwordHash === null) throw badRequest(PASSWORD_NEEDED);
    // The password again: a borrowed session must not tie the account to someone else's app.
    const user = await requireReauthentication(ctx, request, request.body.password);
    const { siteName } = await ctx.settings.get();
    const label = user.email ?? user.username ?? ([user.firstName, user.lastName].filter(Boolean).join(" ") || "member");
    const setup = await twoFactor.startSetup(user.id, label, siteName);
    if (!setup) throw new AppError(409, ERROR_IDS.conflict, "Two-factor sign-in is already on. Turn it off first to use a new app.");
    return setup;
  });

  r.post("/api/auth/2fa/enable", { schema: { body: enableTwoFactorSchema, response: { 200: recoveryCodesSchema } } }, async (request) => {
    const user = requireUser(request);
    const attempt = await beginAttempt(request, user.id);
    const codes = await twoFactor.enable(user.id, request.body.code);
    if (!codes) throw new AppError(400, ERROR_IDS.twoFactorInvalid, "That code does not match. Scan the QR code again and enter the newest code.", "code");
    await attempt.succeeded();
    await ctx.notices.send(request, user, "twoFactorOn");
    return { recoveryCodes: codes };
  });

  r.post("/api/auth/2fa/disable", { schema: { body: disableTwoFactorSchema, response: { 204: noContentSchema } } }, async (request, reply) => {
    const user = await requireReauthentication(ctx, request, request.body.password);
    if (!(await twoFactor.isEnabled(user.id))) return reply.status(204).send();
    const attempt = await beginAttempt(request, user.id);
    if (!(await twoFactor.verify(user.id, request.body.code))) throw new AppError(400, ERROR_IDS.twoFactorInvalid, TWO_FACTOR_INVALID, "code");
    await attempt.succeeded();
    await twoFactor.disable(user.id);
    await ctx.notices.send(request, user, "twoFactorOff");
    return reply.status(204).send();
  });

  r.post("/api/auth/2fa/recovery-codes", { schema: { body: renewRecoveryCodesSchema, response: { 200: recoveryCodesSchema } } }, async (request) => {
    const user = requireUser(request);
    const attempt = await beginAttempt(request, user.id);
    if (!(await twoFactor.isEnabled(user.id))) {
      await attempt.succeeded();
      throw badRequest("Two-factor sign-in is off: there are no recovery codes to renew.");
    }
    if (!(await twoFactor.verify(user.id, request.body.code))) throw new AppError(400, ERROR_IDS.twoFactorInvalid, TWO_FACTOR_INVALID, "code");
    await attempt.succeeded();
    const codes = await twoFactor.renewRecoveryCodes(user.id);
    await ctx.notices.send(request, user, "recoveryCodes");
    return { recoveryCodes: codes };
  });

  /** Finishes a sign-in waiting for its code (OpenID Connect members with two-factor on). */
  r.post("/api/auth/2fa/complete", { schema: { body: completeSecondFactorSchema, response: { 200: userSchema } } }, async (request, reply) => {
    const token = request.cookies[PENDING_COOKIE];
    const expired = () => new AppError(401, ERROR_IDS.unauthorized, "This sign-in has expired. Please sign in again.");
    if (!token) throw expired();
    const pending = await findPendingSignIn(db, token);
    if (!pending?.userId) throw expired();
    const attempt = await beginAttempt(request, pending.userId);
    if (!(await twoFactor.verify(pending.userId, request.body.code))) {
      const [counted] = await db
        .update(authChallenges)
        .set({ attempts: sql`${authChallenges.attempts} + 1` })
        .where(eq(authChallenges.id, pending.id))
        .returning({ attempts: authChallenges.attempts });
      if ((counted?.attempts ?? SECURITY.pendingSignInAttempts) >= SECURITY.pendingSignInAttempts) {
        await db.delete(authChallenges).where(eq(authChallenges.id, pending.id));
      }
      throw new AppError(401, ERROR_IDS.twoFactorInvalid, TWO_FACTOR_INVALID);
    }
    // Used once: whoever deletes the row signs in.
    const [taken] = await db.delete(authChallenges).where(eq(authChallenges.id, pending.id)).returning({ userId: authChallenges.userId });
    if (!taken) throw expired();
    const [user] = await db.select().from(users).where(eq(users.id, pending.userId)).limit(1);
    if (!user || user.status !== "active") throw expired();
    await attempt.succeeded([`user:${user.id}`]);
    reply.clearCookie(PENDING_COOKIE, { path: PENDING_PATH });
    await ctx.sessions.signIn(request, reply, user.id, true);
    // Turned on since they joined: the link they never had goes out now (issue 23.6).
    await ctx.verification.atSignIn(request, user);
    return presentUser(user);
  });

  r.get("/api/auth/sessions", { schema: { response: { 200: signedInDevicesSchema } } }, async (request) => {
    const user = requireUser(request);
    const rows = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), gt(sessions.expiresAt, sql`now()`)))
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
    return {
      items: rows.map((row) => ({
        id: row.publicId,
        ...describeUserAgent(row.userAgent),
        ip: row.ip,
        createdAt: row.createdAt,
        lastSeenAt: row.lastSeenAt,
        current: row.id === request.sessionId,
      })),
    };
  });

  r.delete(
    "/api/auth/sessions/:id",
    { schema: { params: z.object({ id: z.string().max(100) }), response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { id } = request.params;
      // Another member's session is "not found", exactly like one that never was.
      const [row] = isUuid(id)
        ? await db
            .select({ id: sessions.id })
            .from(sessions)
            .where(and(eq(sessions.publicId, id), eq(sessions.userId, user.id)))
            .limit(1)
        : [];
      if (!row) throw notFound("Session not found");
      if (row.id === request.sessionId) await ctx.sessions.signOut(request, reply);
      else await ctx.sessions.endOne(row.id);
      return reply.status(204).send();
    },
  );

  r.delete("/api/auth/sessions", { schema: { response: { 200: endedSessionsSchema } } }, async (request) => {
    const user = requireUser(request);
    const ended = await ctx.sessions.endOthers(user.id, request.sessionId);
    // Signing out everywhere else takes back every link that could sign someone in again.
    await endRecoveryLinks(db, user.id);
    return { ended };
  });
}
