import type { Db } from "../../db/client";
import type { FailureLimiter } from "../../plugins/rate-limits";
import type { Sessions } from "../../plugins/sessions";
import type { OidcClient } from "../../accounts/oidc-client";
import type { PasswordHasher } from "../../accounts/password";
import type { SettingsStore } from "../../services/site-settings";
import type { EmailVerification } from "../../accounts/email-verification";
import type { SiteOrigin } from "../../lib/origin";
import type { TwoFactor } from "../../accounts/two-factor";
import type { SecurityNotices } from "../../mail/security-notices";

/** What the sign-in routes need, built once by app.ts. */
export interface AuthContext {
  db: Db;
  sessions: Sessions;
  passwords: PasswordHasher;
  /** Wrong passwords per address and per account (one counter per account: `accountFailureKey`). */
  loginFailures: FailureLimiter;
  /** @fastify/rate-limit route config for sign-ups, or false when limits are off. */
  registerLimit: { max: number; timeWindow: number } | false;
  oidc: OidcClient | null;
  oidcProviderName: string;
  /** Site settings: whether sign-ups are open and email verification required. */
  settings: SettingsStore;
  verification: EmailVerification;
  /** The origin of the OpenID Connect redirect URI (never the Host header unchecked). */
  siteOrigin: SiteOrigin;
  /** @fastify/rate-limit route config for starting passkey ceremonies (each stores a challenge), or false. */
  ceremonyLimit: { max: number; timeWindow: number } | false;
  /** Authenticator codes and recovery codes (accounts/two-factor.ts). */
  twoFactor: TwoFactor;
  /** Mails the owner when their password, two-factor sign-in or passkeys change. */
  notices: SecurityNotices;
}
