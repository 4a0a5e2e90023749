import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { loginSchema, registerSchema } from "@shared/auth";
import { ERROR_IDS } from "@shared/errors";
import { isLocale, LOCALE_COOKIE } from "@shared/locales";
import { AppError, conflict, unauthorized } from "../../errors";
import { isUniqueViolation } from "../../db/errors";
import { requireUser } from "../../plugins/sessions";
import { presentUser } from "../../accounts/users.presenter";
import type { AuthContext } from "./auth-context";
import { INVALID_CREDENTIALS, REGISTRATIONS_CLOSED, SUSPENDED_MESSAGE } from "../../accounts/sign-in-messages";
import { authProvidersSchema } from "@shared/auth.responses";
import { noContentSchema } from "@shared/responses";
import { userSchema } from "@shared/users.responses";
import { findUserByEmail, insertUser } from "../../accounts/members";
import { requireSecondFactor } from "../../accounts/second-factor";
import { accountFailureKey } from "../../plugins/rate-limits";

/** Email and password accounts: sign up, sign in, who am I, sign out. */
export async function authRoutes(app: FastifyInstance, ctx: AuthContext) {
  const { db, sessions, passwords, loginFailures, registerLimit } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/auth/register",
    { schema: { body: registerSchema, response: { 201: userSchema } }, config: { rateLimit: registerLimit } },
    async (request, reply) => {
      const input = request.body;
      const site = await ctx.settings.get();
      if (!site.allowRegistrations) throw new AppError(403, ERROR_IDS.registrationsClosed, REGISTRATIONS_CLOSED);
      if (await findUserByEmail(db, input.email)) {
        throw conflict("An account with this email already exists", "email");
      }
      const passwordHash = await passwords.hash(input.password);
      // A language chosen before signing up (only a choice sets the cookie) becomes the account's.
      const chosen = request.cookies[LOCALE_COOKIE];
      let user;
      try {
        user = await insertUser(db, {
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash,
          locale: isLocale(chosen) ? chosen : null,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict("An account with this email already exists", "email");
        throw error;
      }
      await sessions.signIn(request, reply, user.id, false);
      if (site.requireEmailVerification) await ctx.verification.sendLink(request, user);
      return reply.status(201).send(presentUser(user));
    },
  );

  r.post("/api/auth/login", { schema: { body: loginSchema, response: { 200: userSchema } } }, async (request, reply) => {
    const { email, password, remember, code } = request.body;
    const user = await findUserByEmail(db, email);
    // The account's one failure counter, shared with every other way of signing in to it; an
    // address with no account is counted by itself, so guessing at it costs the same.
    const accountKey = user ? accountFailureKey(user.id) : `email:${email}`;
    // Counted as a failure until the password proves right (plugins/rate-limits.ts).
    const attempt = await loginFailures.begin([`ip:${request.ip}`, accountKey]);
    const valid = await passwords.verify(password, user?.passwordHash ?? null);
    if (!user || !valid || user.status === "deleted") throw unauthorized(INVALID_CREDENTIALS);
    if (user.status === "suspended") {
      await attempt.succeeded();
      throw new AppError(403, ERROR_IDS.suspended, SUSPENDED_MESSAGE);
    }
    await requireSecondFactor(ctx.twoFactor, user.id, code, attempt);
    await attempt.succeeded([accountKey]);
    await sessions.signIn(request, reply, user.id, remember);
    // Turned on since they joined: the link they never had goes out now (issue 23.6).
    await ctx.verification.atSignIn(request, user);
    return presentUser(user);
  });

  // Kept for each member until their row, profile or own data changes. The account's own role,
  // even while staff powers lapse (policy/staff-powers.ts): the admin page then says why.
  r.get("/api/auth/user", { schema: { response: { 200: userSchema } }, config: { memberCache: { tags: () => [] } } }, async (request) => {
    const user = requireUser(request);
    return presentUser(request.lapsedStaffRole ? { ...user, role: request.lapsedStaffRole } : user);
  });

  /** JSON sign-out for the client; GET /api/logout is the navigation the spec names. */
  r.post("/api/auth/logout", { schema: { response: { 204: noContentSchema } } }, async (request, reply) => {
    await sessions.signOut(request, reply);
    return reply.status(204).send();
  });

  // A link members follow, so a GET; navigationOnly refuses it to an <img src="/api/logout">
  // in member HTML, a fetch, or another site (plugins/security.ts).
  r.get("/api/logout", { schema: { response: { 302: noContentSchema } }, config: { navigationOnly: true } }, async (request, reply) => {
    await sessions.signOut(request, reply);
    return reply.redirect("/");
  });

  r.get(
    "/api/auth/providers",
    { schema: { response: { 200: authProvidersSchema } } },
    async () => ({ oidc: { enabled: ctx.oidc !== null, name: ctx.oidcProviderName } }),
  );
}
