// The boot feature's public face: what the app (server/app.ts) registers and builds.
export { createPageRenderer, type PageHtmlOptions } from "./page-html";
