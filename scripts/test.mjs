// npm test: every check in order (lint, types, unit + API on PGlite, API on PostgreSQL,
// browser journeys), stopping at the first that fails, with a summary at the end.
import { spawnSync } from "node:child_process";
import { ROOT } from "./build-lib.mjs";

const steps = [
  ["lint", ["eslint", "."]],
  ["typecheck", ["tsc", "-p", "tsconfig.json", "--noEmit"]],
  ["unit and API tests (PGlite)", ["vitest", "run"]],
  ["API tests (PostgreSQL)", ["vitest", "run", "--config", "vitest.pg.config.ts"]],
  ["browser journeys (Playwright, Chromium)", ["playwright", "test"]],
];

const only = process.argv.slice(2);
let passed = 0;
for (const [name, args] of steps) {
  if (only.length && !only.some((word) => name.includes(word))) continue;
  console.info(`\n=== ${name}: npx ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync("npx", args, { cwd: ROOT, stdio: "inherit", env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n=== ${name} FAILED after ${seconds} s`);
    console.info(`checks: ${passed} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
  console.info(`=== ${name} passed in ${seconds} s`);
  passed += 1;
}
console.info(`\nchecks: ${passed} passed, 0 failed`);
