// The security feature's public face: what the app (server/app.ts) registers and builds.
export { securityRoutes } from "./security.routes";
export { passkeyRoutes } from "./passkeys.routes";
