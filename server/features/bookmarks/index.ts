// The bookmarks feature's public face: what the app (server/app.ts) registers and builds.
export { bookmarksRoutes } from "./bookmarks.routes";
