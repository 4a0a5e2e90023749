import type { FastifyRequest } from "fastify";
import { eq } from "drizzle-orm";
import { ERROR_IDS } from "@shared/errors";
import { SECURITY } from "@shared/limits";
import { sessions } from "../db/schema/users";
import { AppError, badRequest } from "../errors";
import { accountFailureKey } from "../plugins/rate-limits";
import { requireUser } from "../plugins/sessions";
import type { Db } from "../db/client";
import type { FailureLimiter } from "../plugins/rate-limits";

export const PASSWORD_REQUIRED = "Current password is required";
export const WRONG_PASSWORD = "Your current password is not correct";
export const RECENT_SIGN_IN_REQUIRED = "For your security, sign out and sign in again to make this change: your sign-in is more than 10 minutes old.";

/**
 * The one rule for sensitive changes (issue 20): a session cookie alone never changes how the
 * account signs in or where its mail goes. The route names its request's password field
 * (`password`, or `currentPassword` for a password change); every caller goes through here:
 * starting two-factor setup, turning it off, adding a passkey, changing the email or the
 * password, and any later route that makes API tokens.
 *
 * - An account with a password must send it: missing is a 400 on the field; wrong is a 400 on
 *   the field that counts toward the account's one sign-in failure counter (and the address's),
 *   so a stolen cookie cannot guess the password here faster than on the sign-in screen, and
 *   an exhausted counter answers 429.
 * - An account without one (OpenID Connect only) must have signed in within
 *   SECURITY.recentSignInMs: the session's `created_at` is its sign-in (sessions are only ever
 *   made by signing in, and rotated at each one); otherwise 403 `recent_sign_in_required`.
 *
 * Returns the signed-in member.
 */
/** What the rule reads: the database, the password check and the one failure counter (no import of the auth feature). */
export interface ReauthenticationContext {
  db: Db;
  passwords: { verify(password: string, hash: string): Promise<boolean> };
  loginFailures: Pick<FailureLimiter, "begin">;
}

export async function requireReauthentication(
  ctx: ReauthenticationContext,
  request: FastifyRequest,
  password: string | undefined,
  field = "password",
) {
  const user = requireUser(request);
  if (user.passwordHash !== null) {
    if (!password) throw badRequest(PASSWORD_REQUIRED, field);
    // Counted before the check, so parallel guesses get no more tries than the counter has left.
    const attempt = await ctx.loginFailures.begin([`ip:${request.ip}`, accountFailureKey(user.id)]);
    if (!(await ctx.passwords.verify(password, user.passwordHash))) throw badRequest(WRONG_PASSWORD, field);
    await attempt.succeeded();
    return user;
  }
  const [session] = request.sessionId
    ? await ctx.db.select({ signedInAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, request.sessionId)).limit(1)
    : [];
  if (!session || Date.now() - session.signedInAt.getTime() > SECURITY.recentSignInMs) {
    throw new AppError(403, ERROR_IDS.recentSignInRequired, RECENT_SIGN_IN_REQUIRED);
  }
  return user;
}
