// The users feature's public face: what the app (server/app.ts) registers and builds.
export { usersRoutes } from "./users.routes";
