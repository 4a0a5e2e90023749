// The business feature's public face: what the app (server/app.ts) registers and builds.
export { businessRoutes } from "./business.routes";
