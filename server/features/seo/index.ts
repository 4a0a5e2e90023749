// The seo feature's public face: what the app (server/app.ts) registers and builds.
export { seoRoutes } from "./seo.routes";
