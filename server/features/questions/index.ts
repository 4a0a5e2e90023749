// The questions feature's public face: what the app (server/app.ts) registers and builds.
export { questionsRoutes } from "./questions.routes";
export { createViewCounts } from "./view-counts";
export { questionStatusRoutes } from "./question-status.routes";
export { relatedRoutes } from "./related.routes";
export { closeVotesRoutes } from "./close-votes.routes";
