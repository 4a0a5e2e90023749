import { ERROR_IDS } from "@shared/errors";
import { AppError } from "../errors";
import type { SignInAttempt } from "../plugins/rate-limits";
import type { TwoFactor } from "./two-factor";

export const TWO_FACTOR_REQUIRED = "Enter the code from your authenticator app.";
export const TWO_FACTOR_INVALID = "That code is not right, or it was already used. Try the newest code from your app.";

/**
 * The second step of a password sign-in (member and admin alike), after the password proved
 * right. Without two-factor on, nothing to do. Without a code: a 401 `two_factor_required`
 * and no session; the attempt is not a failure (the password was right). With a wrong or
 * reused code: a 401 `two_factor_invalid`, and the attempt stays counted as a failure, so
 * guessing codes runs into the same sign-in limits as guessing passwords.
 */
export async function requireSecondFactor(twoFactor: TwoFactor, userId: string, code: string | undefined, attempt: SignInAttempt): Promise<void> {
  if (!(await twoFactor.isEnabled(userId))) return;
  if (!code) {
    await attempt.succeeded();
    throw new AppError(401, ERROR_IDS.twoFactorRequired, TWO_FACTOR_REQUIRED);
  }
  if (!(await twoFactor.verify(userId, code))) throw new AppError(401, ERROR_IDS.twoFactorInvalid, TWO_FACTOR_INVALID);
}
