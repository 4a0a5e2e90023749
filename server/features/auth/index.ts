// The auth feature's public face: what the app (server/app.ts) registers and builds.
export { authRoutes } from "./auth.routes";
export { oidcRoutes } from "./oidc";
export { accountRoutes } from "./account.routes";
export { emailVerificationRoutes } from "./email-verification.routes";
