// The subscriptions feature's public face: what the app (server/app.ts) registers and builds.
export { subscriptionsRoutes } from "./subscriptions.routes";
