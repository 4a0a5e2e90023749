// The ads feature's public face: what the app (server/app.ts) registers and builds.
export { adsRoutes } from "./ads.routes";
