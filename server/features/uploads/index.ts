// The uploads feature's public face: what the app (server/app.ts) registers and builds.
export { MAX_UPLOAD_BYTES, uploadsRoutes } from "./uploads.routes";
