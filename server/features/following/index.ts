// The following feature's public face: what the app (server/app.ts) registers and builds.
export { followingRoutes } from "./following.routes";
