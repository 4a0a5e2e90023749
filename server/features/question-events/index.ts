// The question-events feature's public face: what the app (server/app.ts) registers and builds.
export { questionEventsRoutes } from "./question-events.routes";
