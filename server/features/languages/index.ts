// The languages feature's public face: what the app (server/app.ts) registers and builds.
export { languagesRoutes } from "./languages.routes";
