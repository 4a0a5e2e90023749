// The notifications feature's public face: what the app (server/app.ts) registers and builds.
export { notificationsRoutes } from "./notifications.routes";
