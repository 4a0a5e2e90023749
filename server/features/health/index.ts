// The health feature's public face: what the app (server/app.ts) registers and builds.
export { healthRoutes } from "./health.routes";
