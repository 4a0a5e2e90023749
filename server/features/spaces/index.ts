// The spaces feature's public face: what the app (server/app.ts) registers and builds.
export { spacesRoutes } from "./spaces.routes";
