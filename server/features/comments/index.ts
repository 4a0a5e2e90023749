// The comments feature's public face: what the app (server/app.ts) registers and builds.
export { commentsRoutes } from "./comments.routes";
// The loader its route calls, for the pages that embed its answer (server/pages).
export { listComments } from "./comments.queries";
