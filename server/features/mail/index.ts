// The mail feature's public face: what the app (server/app.ts) registers and builds.
export { memberMailRoutes } from "./mail.routes";
