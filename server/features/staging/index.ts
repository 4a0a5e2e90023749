// The staging ground's public face (issue 25.4): what the app (server/app.ts) registers.
export { stagingFeature } from "./staging.routes";
