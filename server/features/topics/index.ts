// The topics feature's public face: what the app (server/app.ts) registers and builds.
export { topicsRoutes } from "./topics.routes";
