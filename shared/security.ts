import { z } from "zod";
import type * as responses from "./security.responses";
import { LIMITS } from "./limits";
import { visibleText, labelText } from "./text";

// Two-factor sign-in, passkeys and signed-in devices (settings' Security section).

/** A six-digit authenticator code or a recovery code (`xxxxx-xxxxx`); spaces and dashes are ignored. */
export const twoFactorCodeSchema = z
  .string({ error: "Enter the code from your authenticator app" })
  .trim()
  .min(1, "Enter the code from your authenticator app")
  .max(LIMITS.twoFactorCode, "That code is too long");

/**
 * The current password, asked again before a sensitive change (issue 20): optional in the
 * schema because an account without one (OpenID Connect only) passes by a recent sign-in
 * instead; the server decides which applies (features/security/reauthentication.ts).
 */
export const reauthPasswordSchema = z.string({ error: "Password must be text" }).max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`).optional();

/** POST /api/auth/2fa/setup: the password first, so a borrowed session cannot add an authenticator. */
export const setupTwoFactorSchema = z.object({ password: reauthPasswordSchema });

/** POST /api/auth/passkeys/register/options: the password first (or a recent sign-in without one). */
export const passkeyRegistrationOptionsSchema = z.object({ password: reauthPasswordSchema });

/** POST /api/auth/2fa/enable. */
export const enableTwoFactorSchema = z.object({ code: twoFactorCodeSchema });

/** POST /api/auth/2fa/disable: the password and a current code (or a recovery code). */
export const disableTwoFactorSchema = z.object({
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`),
  code: twoFactorCodeSchema,
});

/** POST /api/auth/2fa/recovery-codes: a current code (or a recovery code) proves it is the member. */
export const renewRecoveryCodesSchema = z.object({ code: twoFactorCodeSchema });

/** POST /api/auth/2fa/complete: the code of a sign-in waiting for it (OpenID Connect). */
export const completeSecondFactorSchema = z.object({ code: twoFactorCodeSchema });

/** A passkey's name, as the member calls it ("Laptop", "Phone"). */
const passkeyNameSchema = labelText("Name your passkey")
  .min(1, "Name your passkey")
  .max(LIMITS.passkeyName, `A passkey name must be at most ${LIMITS.passkeyName} characters`)
  .check(visibleText("Name your passkey"));

/**
 * A WebAuthn response as @simplewebauthn/browser gives it; the library checks its inside.
 * Bounded so no one posts megabytes of "attestation".
 */
const credentialJsonSchema = z
  .object({
    id: z.string().min(1).max(1024),
    rawId: z.string().min(1).max(1024),
    type: z.literal("public-key"),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()).optional().default({}),
    authenticatorAttachment: z.string().max(50).optional(),
  })
  .loose()
  .refine((value) => JSON.stringify(value).length <= LIMITS.webauthnResponseBytes, "That passkey response is too large");

/** POST /api/auth/passkeys/register/verify. */
export const registerPasskeySchema = z.object({ name: passkeyNameSchema, response: credentialJsonSchema });

/** POST /api/auth/passkeys/sign-in/verify. */
export const passkeySignInSchema = z.object({ response: credentialJsonSchema });

export type TwoFactorStatus = z.input<typeof responses.twoFactorStatusSchema>;
export type TwoFactorSetup = z.input<typeof responses.twoFactorSetupSchema>;
export type RecoveryCodes = z.input<typeof responses.recoveryCodesSchema>;
export type SignedInDevice = z.input<typeof responses.signedInDeviceSchema>;
export type Passkey = z.input<typeof responses.passkeySchema>;
