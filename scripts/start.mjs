// npm start: builds only when a source file changed since the last build, then serves.
import { spawn } from "node:child_process";
import path from "node:path";
import { DIST, build, isBuildCurrent } from "./build-lib.mjs";

if (!isBuildCurrent()) {
  console.info("Building Ponder...");
  await build();
}
const child = spawn(process.execPath, ["--enable-source-maps", path.join(DIST, "server/main.js")], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
// Pass stop signals on, so the server closes the database cleanly.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
