// The spaces feature's public face: what the app (server/app.ts) registers and builds.
export { spacesRoutes } from "./spaces.routes";
// The loader its route calls, for the pages that embed its answer (server/pages).
export { findSpace } from "./spaces.queries";
