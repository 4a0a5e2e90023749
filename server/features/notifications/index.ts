// The notifications feature's public face: what the app (server/app.ts) registers and builds.
export { notificationsRoutes } from "./notifications.routes";
// The loader its route calls, for the pages that embed its answer (server/pages).
export { countUnreadNotifications } from "./notifications.queries";
