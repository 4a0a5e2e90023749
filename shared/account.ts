import { twoFactorCodeSchema } from "./security";
import { z } from "zod";
import { emailSchema, newPasswordSchema } from "./auth";
import { LIMITS } from "./limits";

// Password reset, password change and email change (server/features/auth/account.routes.ts).

const tokenSchema = z.string({ error: "The link is incomplete" }).min(10, "The link is incomplete").max(200, "The link is invalid");
const currentPasswordSchema = z.string({ error: "Current password is required" }).min(1, "Current password is required").max(LIMITS.passwordMax);

/** POST /api/auth/password-reset. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });

/** POST /api/auth/password-reset/confirm. */
export const passwordResetConfirmSchema = z.object({
  token: tokenSchema,
  password: newPasswordSchema,
  /** The authenticator or recovery code, when the account has two-factor sign-in on: a mailbox alone never passes it. */
  code: twoFactorCodeSchema.optional(),
});

/** GET /api/auth/password-reset/check?token=: the reset page asks whether its link still works, without using it. */
export const passwordResetCheckSchema = z.object({ token: tokenSchema });

/** GET /api/auth/password-reset/check: whether the link works (false for unknown, used and expired links alike). */
export const resetLinkStatusSchema = z.object({ valid: z.boolean() });

/** POST /api/auth/password: the signed-in member changes their password. */
export const passwordChangeSchema = z.object({ currentPassword: currentPasswordSchema, newPassword: newPasswordSchema });

/** POST /api/auth/email-change: a link goes to the new address. */
export const emailChangeRequestSchema = z.object({ newEmail: emailSchema, password: currentPasswordSchema });

/** POST /api/auth/email-change/confirm. */
export const emailChangeConfirmSchema = z.object({ token: tokenSchema });

/** The one answer of POST /api/auth/password-reset, whether or not the account exists. */
export const PASSWORD_RESET_SENT = "If an account exists for that address, we sent a link to reset the password. It works for one hour.";

/** What these routes answer when there is nothing else to say. */
export const accountMessageSchema = z.object({ message: z.string() });

/** POST /api/auth/email-change/confirm. */
export const emailChangedSchema = z.object({ email: z.string(), message: z.string() });

export type ResetLinkStatus = z.infer<typeof resetLinkStatusSchema>;
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmSchema>;
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;
export type EmailChangeRequestInput = z.infer<typeof emailChangeRequestSchema>;
