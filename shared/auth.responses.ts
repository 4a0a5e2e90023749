import { z } from "zod";
import { userSchema } from "./users.responses";
import { dateTimeSchema } from "./responses";

// What the sign-in, sign-up and email verification routes send.

/** GET /api/auth/providers: the sign-in choices besides email and password. */
export const authProvidersSchema = z.object({
  /** OpenID Connect: whether it is set up, and the button's name. */
  oidc: z.object({ enabled: z.boolean(), name: z.string() }),
});

/** GET /api/auth/verify-email/status. */
export const verificationStatusSchema = z.object({
  /** Whether the site asks members to verify their email. */
  required: z.boolean(),
  /** Whether this member has. */
  verified: z.boolean(),
  /** Whether they must before posting. */
  mustVerify: z.boolean(),
  /** The address links go to (the member's own). */
  email: z.string().nullable(),
  /** When the newest link still valid was mailed, or null: none was (the member joined before the rule). */
  linkSentAt: dateTimeSchema.nullable(),
});

/** POST /api/auth/verify-email. */
export const emailVerifiedSchema = z.object({ verified: z.literal(true) });

/** POST /api/auth/verify-email/resend: whether a link went out, and what to tell the member. */
export const verificationResentSchema = z.object({
  /** Whether a new link was sent. */
  sent: z.boolean(),
  /** What to show. */
  message: z.string(),
});

/** POST /api/admin/login. */
export const adminLoginResultSchema = z.object({
  /** "Login successful". */
  message: z.string(),
  /** The staff member signed in. */
  user: userSchema,
});
