// The answers feature's public face: what the app (server/app.ts) registers and builds.
export { answersRoutes } from "./answers.routes";
