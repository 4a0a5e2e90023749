// The messages feature's public face: what the app (server/app.ts) registers and builds.
export { messagesRoutes } from "./messages.routes";
// The loader its route calls, for the pages that embed its answer (server/pages).
export { countUnreadMessages } from "./messages.queries";
