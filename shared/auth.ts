import { z } from "zod";
import type * as responses from "./auth.responses";
import { LIMITS } from "./limits";
import { labelText, visibleText } from "./text";
import { twoFactorCodeSchema } from "./security";

/** Emails are compared case-insensitively: trimmed and lower-cased before use. */
export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
  .pipe(z.email({ error: "Please enter a valid email address" }));

/** A new password: at least 8 characters. */
export const newPasswordSchema = z
  .string({ error: "Password is required" })
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`);

/** A member's name: no bidi controls (shared/text.ts labelText), required, something visible. */
const nameSchema = (label: string, max: number) =>
  labelText(`${label} is required`)
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .check(visibleText(`${label} is required`));

/** Body of POST /api/auth/register; the Sign Up form uses it too. */
export const registerSchema = z.object({
  firstName: nameSchema("First name", LIMITS.firstName),
  lastName: nameSchema("Last name", LIMITS.lastName),
  email: emailSchema,
  password: newPasswordSchema,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** Body of POST /api/auth/login; the Sign In form uses it too. */
export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`),
  remember: z.boolean().optional().default(false),
  /** The authenticator or recovery code, when the account has two-factor sign-in on. */
  code: twoFactorCodeSchema.optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

/** Body of POST /api/admin/login. */
export const adminLoginSchema = z.object({
  username: z.string({ error: "Username is required" }).trim().min(1, "Username is required").max(LIMITS.username),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`),
  /** The authenticator or recovery code of staff who turned two-factor sign-in on. */
  code: twoFactorCodeSchema.optional(),
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

/** GET /api/auth/providers: the sign-in choices besides email and password. */
export type AuthProviders = z.input<typeof responses.authProvidersSchema>;

/** GET /api/auth/verify-email/status. */
export type VerificationStatus = z.input<typeof responses.verificationStatusSchema>;
