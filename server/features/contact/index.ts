// The contact feature's public face: what the app (server/app.ts) registers and builds.
export { contactRoutes } from "./contact.routes";
