// The admin feature's public face: what the app (server/app.ts) registers and builds.
export { adminAuthRoutes } from "./admin-auth.routes";
export { adminRoutes } from "./admin.routes";
