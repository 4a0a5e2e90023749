// The reports feature's public face: what the app (server/app.ts) registers and builds.
export { reportsRoutes } from "./reports.routes";
