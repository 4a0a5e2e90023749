// The content-stats feature's public face: what the app (server/app.ts) registers and builds.
export { contentStatsRoutes } from "./content-stats.routes";
