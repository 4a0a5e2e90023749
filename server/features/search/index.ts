// The search feature's public face: what the app (server/app.ts) registers and builds.
export { searchRoutes } from "./search.routes";
