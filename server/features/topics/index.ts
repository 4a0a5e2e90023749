// The topics feature's public face: what the app (server/app.ts) registers and builds.
export { topicsRoutes } from "./topics.routes";
// Loaders its routes call, for the pages that embed their answers (server/pages).
export { isFollowingTopic, listTrendingTopics } from "./topics.queries";
