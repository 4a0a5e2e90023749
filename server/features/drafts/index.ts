// The drafts feature's public face: what the app (server/app.ts) registers and builds.
export { draftsRoutes } from "./drafts.routes";
