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
/** [step, seconds, result] of every step run, printed as a table at the end. */
const times = [];
const started = Date.now();

function summary() {
  const width = Math.max(...times.map(([name]) => name.length), "total".length);
  const line = (name, seconds, result) => `  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s  ${result}`;
  console.info(`\n=== time per step`);
  for (const [name, seconds, result] of times) console.info(line(name, seconds, result));
  console.info(line("total", (Date.now() - started) / 1000, ""));
}

let passed = 0;
for (const [name, args] of steps) {
  if (only.length && !only.some((word) => name.includes(word))) continue;
  console.info(`\n=== ${name}: npx ${args.join(" ")}`);
  const stepStarted = Date.now();
  const result = spawnSync("npx", args, { cwd: ROOT, stdio: "inherit", env: process.env });
  const seconds = (Date.now() - stepStarted) / 1000;
  if (result.status !== 0) {
    times.push([name, seconds, "FAILED"]);
    console.error(`\n=== ${name} FAILED after ${seconds.toFixed(1)} s`);
    summary();
    console.info(`checks: ${passed} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
  times.push([name, seconds, "passed"]);
  console.info(`=== ${name} passed in ${seconds.toFixed(1)} s`);
  passed += 1;
}
summary();
console.info(`\nchecks: ${passed} passed, 0 failed`);
