// The auth feature's public face: what the app (server/app.ts) registers and builds. Signing up
// and in, OpenID Connect, account changes, email verification, two-factor sign-in, passkeys
// and signed-in devices: one feature, since each way in shares the sign-in context.
export { authRoutes } from "./auth.routes";
export { oidcRoutes } from "./oidc";
export { accountRoutes } from "./account.routes";
export { emailVerificationRoutes } from "./email-verification.routes";
export { securityRoutes } from "./security.routes";
export { passkeyRoutes } from "./passkeys.routes";
export type { AuthContext } from "./auth-context";
