// The revisions feature's public face: what the app (server/app.ts) registers and builds.
export { revisionsRoutes } from "./revisions.routes";
