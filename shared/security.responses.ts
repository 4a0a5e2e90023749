import { z } from "zod";
import { dateTimeSchema } from "./responses";

// What the two-factor, passkey and signed-in device routes send.

/** GET /api/auth/2fa. */
export const twoFactorStatusSchema = z.object({
  /** Whether sign-in asks for an authenticator code. */
  enabled: z.boolean(),
  /** Unused recovery codes left. */
  recoveryCodesLeft: z.number().int(),
  /** Whether the account has a password (an authenticator app needs one: disabling asks for it). */
  hasPassword: z.boolean(),
  /** Staff on a site that requires two-factor sign-in for them, who have not turned it on yet. */
  setupRequired: z.boolean(),
});

/** POST /api/auth/2fa/setup: shown once, until enabled with a code. */
export const twoFactorSetupSchema = z.object({
  /** The base32 secret, for typing into an app by hand. */
  secret: z.string(),
  /** The `otpauth://totp/...` URL the QR code holds. */
  otpauthUrl: z.string(),
  /** The QR code as a `data:image/svg+xml;base64,...` URL. */
  qrCode: z.string(),
});

/** POST /api/auth/2fa/enable: the ten recovery codes, shown this once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** One signed-in device (GET /api/auth/sessions). */
export const signedInDeviceSchema = z.object({
  /** A public id; never the session's token or its hash. */
  id: z.string(),
  /** "Chrome", "Firefox", ...; "Unknown browser" when the User-Agent says nothing we know. */
  browser: z.string(),
  /** "Windows", "macOS", "Android", ...; "Unknown system" otherwise. */
  os: z.string(),
  /** The address it signed in from. */
  ip: z.string().nullable(),
  createdAt: dateTimeSchema,
  lastSeenAt: dateTimeSchema,
  /** The device this request came from. */
  current: z.boolean(),
});

export const signedInDevicesSchema = z.object({ items: z.array(signedInDeviceSchema) });

/** DELETE /api/auth/sessions: how many other sessions ended. */
export const endedSessionsSchema = z.object({ ended: z.number().int() });

/** One passkey (GET /api/auth/passkeys). */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: dateTimeSchema,
  lastUsedAt: dateTimeSchema.nullable(),
});

export const passkeysSchema = z.object({ items: z.array(passkeySchema) });

/** WebAuthn options for the browser (@simplewebauthn/browser's optionsJSON), passed through as they are. */
export const webauthnOptionsSchema = z.record(z.string(), z.unknown());
