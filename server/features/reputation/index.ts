// The reputation feature's public face: what the app (server/app.ts) registers.
export { reputationRoutes } from "./reputation.routes";
