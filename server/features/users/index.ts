// The users feature's public face: what the app (server/app.ts) registers and builds.
export { usersRoutes } from "./users.routes";
// Loaders its routes call, for the pages that embed their answers (server/pages).
export { findProfile, listUserQuestions } from "./users.queries";
