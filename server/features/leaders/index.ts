// The leaders feature's public face: what the app (server/app.ts) registers.
export { leadersRoutes } from "./leaders.routes";
