// npm run dev: the API with tsx watch on API_PORT (5001) and Vite with hot reload on PORT (5000).
import { spawn } from "node:child_process";
import { ROOT } from "./build-lib.mjs";

const port = process.env.PORT ?? "5000";
const apiPort = process.env.API_PORT ?? "5001";
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "server/main.ts"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "development", PORT: apiPort, HOST: "127.0.0.1" },
  }),
  spawn("npx", ["vite", "--config", "vite.config.ts"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, PORT: port, API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => { stop(); process.exitCode = code ?? 0; });
