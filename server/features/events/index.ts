// The events feature's public face: what the app (server/app.ts) registers and builds.
export { eventsRoutes } from "./events.routes";
