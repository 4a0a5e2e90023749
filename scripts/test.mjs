// npm test: every check (lint, types, unit + API on PGlite, API on PostgreSQL, browser
// journeys), stopping at the first that fails, with each step's time in a table at the end.
//
// Three groups (see `groups`): lint, the typecheck and the journeys' build side by side (each
// one process that mostly keeps one core busy), the PGlite suite after the build; the journeys
// that change site-wide state (one worker) beside the PostgreSQL suite; the other journeys (two
// workers).
// Long benchmarks (`npm run bench`, `npm run bench:web`) are not part of it.
//
// `node scripts/test.mjs word...` runs only the steps whose names contain a word.
import { spawn } from "node:child_process";
import { ROOT } from "./build-lib.mjs";

// The journeys' server builds into the folder playwright.config.ts gives it (dist/ on the
// default port, .tmp/dist-<port> on another); building it here, beside lint and the typecheck,
// takes the build out of the journeys' own time. start.mjs skips a build that is current.
const e2ePort = Number(process.env.E2E_PORT ?? 5100);
const e2eDist = e2ePort === 5100 ? "dist" : `.tmp/dist-${e2ePort}`;
const buildIfNeeded = `import { build, isBuildCurrent } from "./scripts/build-lib.mjs"; if (isBuildCurrent()) console.info("The build is current."); else await build();`;

/**
 * Groups of lanes; a lane is a list of steps [name, command, args, env] run one after another,
 * and the lanes of a group run at the same time. A step in a lane of its own streams its
 * output; beside others, a step's output is held until it ends, except the last lane's (live).
 */
const groups = [
  [
    [["lint", "npx", ["eslint", "."]]],
    // TypeScript 7's native compiler (decision 071), one thread: 10 s of CPU where 5.9 took 47.
    [["typecheck", process.execPath, ["node_modules/typescript-native/bin/tsc", "-p", "tsconfig.json", "--noEmit", "--singleThreaded"]]],
    // The PGlite suite starts once the build is done (tests that find a built client use it),
    // beside the rest of lint: lint ends some 10 s after the build and the typecheck, on one core.
    // With each worker importing the server once (decision 062) the suite keeps both cores busy
    // by itself; beside the journeys both ran three times slower and the tests with time bounds
    // (shutdown, durability) failed on the load (decision 064).
    [
      ["build for the journeys", process.execPath, ["--input-type=module", "-e", buildIfNeeded], { DIST_DIR: e2eDist }],
      ["unit and API tests (PGlite)", "npx", ["vitest", "run"]],
    ],
  ],
  // Then the journeys that change site-wide state, one at a time (playwright.config.ts, decision
  // 069), with the PostgreSQL suite beside them: one Chromium worker keeps about 1.4 cores
  // busy, the suite about 1.7 (185-235 s alone). Then the other journeys, two at a time, alone:
  // they keep both cores busy by themselves. The suite beside both workers took the same wall
  // clock in all (about 1,085-1,130 s for npm test) but ran its time-bound tests (shutdown,
  // cluster) beside two Chromium workers (decision 070, docs/performance.md).
  [
    [["API tests (PostgreSQL)", "npx", ["vitest", "run", "--config", "vitest.pg.config.ts"]]],
    [["browser journeys, site-wide state (one at a time)", "npx", ["playwright", "test", "--project", "site-wide"]]],
  ],
  [[["browser journeys (two at a time)", "npx", ["playwright", "test", "--project", "journeys", "--no-deps"]]]],
];

const only = process.argv.slice(2);
/** How much of a failed step's output is printed again at the end. */
const FAILURE_TAIL_LINES = 120;
/** [step, seconds, result] of every step run, printed as a table at the end. */
const times = [];
const started = Date.now();
const running = new Set();

function stop(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already ended
  }
}

function summary() {
  const width = Math.max(...times.map(([name]) => name.length), "total (wall clock)".length);
  const line = (name, seconds, result) => `  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s  ${result}`;
  console.info(`\n=== time per step`);
  for (const [name, seconds, result] of times) console.info(line(name, seconds, result));
  console.info(line("total (wall clock)", (Date.now() - started) / 1000, ""));
}

/** Runs one step, streaming its output when `live`, else printing it when the step ends. */
function run([name, command, args, env = {}], live) {
  const shown = `${command === process.execPath ? "node" : command} ${args.join(" ")}`;
  if (live) console.info(`\n=== ${name}: ${shown}`);
  const stepStarted = Date.now();
  // Each step gets a process group of its own, so stopping it stops what it started (npx's child).
  const child = spawn(command, args, { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env }, detached: true });
  running.add(child);
  // Kept for a live step too: a failure's end is printed again last, where CI's tail shows it.
  const output = [];
  child.stdout.on("data", (chunk) => {
    output.push(chunk);
    if (live) process.stdout.write(chunk);
  });
  child.stderr.on("data", (chunk) => {
    output.push(chunk);
    if (live) process.stderr.write(chunk);
  });
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      running.delete(child);
      const seconds = (Date.now() - stepStarted) / 1000;
      if (!live) {
        console.info(`\n=== ${name}: ${shown}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name, seconds, code: code ?? (signal ? 1 : 0), output });
    });
  });
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const child of running) stop(child, "SIGINT");
    process.exit(1);
  });
}

let passed = 0;
for (const group of groups) {
  const lanes = group
    .map((lane) => lane.filter(([name]) => !only.length || only.some((word) => name.includes(word))))
    .filter((lane) => lane.length);
  if (!lanes.length) continue;
  if (lanes.length > 1) console.info(`\n=== side by side: ${lanes.map((lane) => lane.map(([name]) => name).join(" then ")).join("; ")}`);
  let failed = null;
  await Promise.all(
    lanes.map(async (lane, index) => {
      for (const step of lane) {
        if (failed) return;
        const result = await run(step, lanes.length === 1 || index === lanes.length - 1);
        if (result.code === 0) {
          times.push([result.name, result.seconds, "passed"]);
          console.info(`=== ${result.name} passed in ${result.seconds.toFixed(1)} s`);
          passed += 1;
          continue;
        }
        if (failed) {
          // Ended by the failure beside it.
          times.push([result.name, result.seconds, "stopped"]);
          return;
        }
        times.push([result.name, result.seconds, "FAILED"]);
        console.error(`\n=== ${result.name} FAILED after ${result.seconds.toFixed(1)} s`);
        // Stop at the first failure: the steps beside it end now, as on Ctrl-C (SIGINT is
        // what Playwright takes to stop its web server too; SIGTERM left the server running).
        failed = result;
        for (const child of running) stop(child, "SIGINT");
        return;
      }
    }),
  );
  if (failed) {
    // The failed step's last lines again (its failures and their reasons), after what the steps
    // stopped beside it printed: CI keeps only the end of the log.
    const lines = Buffer.concat(failed.output).toString("utf8").trimEnd().split("\n");
    console.info(`\n=== ${failed.name} FAILED: the last ${Math.min(lines.length, FAILURE_TAIL_LINES)} lines of its output`);
    console.info(lines.slice(-FAILURE_TAIL_LINES).join("\n"));
    summary();
    const stopped = times.filter(([, , result]) => result === "stopped").length;
    console.info(`checks: ${passed} passed, ${times.length - passed - stopped} failed${stopped ? `, ${stopped} stopped` : ""}`);
    process.exit(failed.code || 1);
  }
}
summary();
console.info(`\nchecks: ${passed} passed, 0 failed`);
