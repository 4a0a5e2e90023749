// The monetization feature's public face: what the app (server/app.ts) registers and builds.
export { monetizationRoutes } from "./monetization.routes";
