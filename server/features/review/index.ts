// The review feature's public face (issue 25): what the app (server/app.ts) registers.
export { reviewRoutes } from "./review.routes";
