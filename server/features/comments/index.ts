// The comments feature's public face: what the app (server/app.ts) registers and builds.
export { commentsRoutes } from "./comments.routes";
