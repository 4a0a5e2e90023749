// The messages feature's public face: what the app (server/app.ts) registers and builds.
export { messagesRoutes } from "./messages.routes";
