// The site feature's public face: what the app (server/app.ts) registers and builds.
export { siteRoutes } from "./site.routes";
