// What a page load's long tasks are, for looking into a Lighthouse TBT figure (decision 036):
// loads the page once in Debian's Chromium with a trace (devtools timeline and the V8 sampling
// profiler), and prints every main-thread task over 12 ms (the size that costs TBT at
// Lighthouse's 4x CPU slowdown) with the trace events inside it and the functions its samples
// fell in, then the React commits of the load and which components each one rendered.
//
//   node scripts/bench/page-tasks.mjs <url> [cookie-name=value] [--depth 5]
//
// Run it against a server started from the built app (`node dist/server/main.js`) on an
// otherwise idle machine: durations are wall-clock, so anything else running inflates them
// (and listing the commits adds a little to each). The production build minifies component
// names; a build with Vite's `build.minify: false` shows them. KEEP_TRACE=1 keeps the trace.
import { readFileSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright";
import { PLAYWRIGHT_CHROMIUM_ARGS } from "../chromium-args.mjs";

const { values, positionals } = parseArgs({ allowPositionals: true, options: { depth: { type: "string", default: "5" } } });
const [url, cookie] = positionals;
if (!url) throw new Error("usage: node scripts/bench/page-tasks.mjs <url> [cookie-name=value] [--depth 5]");
const depth = Number(values.depth);
const dir = mkdtempSync(path.join(os.tmpdir(), "page-tasks-"));
const tracePath = path.join(dir, "trace.json");

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: PLAYWRIGHT_CHROMIUM_ARGS });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
if (cookie) {
  const [name, value] = cookie.split("=");
  await context.addCookies([{ name, value, domain: new URL(url).hostname, path: "/" }]);
}
const page = await context.newPage();
// A stand-in for React DevTools: React calls it after every commit, with the committed tree.
await page.addInitScript(() => {
  let previous = new WeakSet();
  const commits = (window.__pageTasksCommits = []);
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const seen = new WeakSet();
      const names = {};
      let rendered = 0;
      let total = 0;
      // A fiber rendered in this commit if it is new since the last one and did work (flag 1).
      const walk = (fiber) => {
        for (let node = fiber; node; node = node.sibling) {
          seen.add(node);
          total++;
          if (typeof node.type === "function" && !previous.has(node) && node.flags & 1) {
            rendered++;
            const name = node.type.displayName || node.type.name || "?";
            names[name] = (names[name] ?? 0) + 1;
          }
          if (node.child) walk(node.child);
        }
      };
      walk(root.current.child);
      previous = seen;
      const top = Object.entries(names).sort((a, b) => b[1] - a[1]).slice(0, 10);
      commits.push({ at: Math.round(performance.now()), rendered, total, top: top.map(([name, count]) => `${name}×${count}`).join(" ") });
    },
  };
});
await browser.startTracing(page, {
  path: tracePath,
  categories: ["devtools.timeline", "v8.execute", "disabled-by-default-devtools.timeline", "disabled-by-default-v8.cpu_profiler", "blink.user_timing", "loading"],
});
await page.goto(url, { waitUntil: "load" });
await page.waitForTimeout(3000);
await browser.stopTracing();
const commits = await page.evaluate(() => window.__pageTasksCommits);
await browser.close();

const events = JSON.parse(readFileSync(tracePath, "utf8")).traceEvents;
if (!process.env.KEEP_TRACE) rmSync(dir, { recursive: true, force: true }); else console.info(tracePath);
const navigation = events.find((event) => event.name === "navigationStart" && event.args?.data?.documentLoaderURL?.startsWith("http"));
const onMain = (event) => event.pid === navigation.pid && event.tid === navigation.tid;
const paint = events.find((event) => event.pid === navigation.pid && (event.name === "firstContentfulPaint" || event.name === "firstPaint"));

// The sampling profile, from its chunks.
const nodes = new Map();
const samples = [];
let time = null;
for (const event of events) {
  if (event.pid !== navigation.pid) continue;
  if (event.name === "Profile") time = event.args.data.startTime;
  if (event.name !== "ProfileChunk") continue;
  const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
  for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
  (cpuProfile.samples ?? []).forEach((id, index) => samples.push({ id, delta: timeDeltas[index] }));
}
for (const sample of samples) sample.at = time += sample.delta;
const label = (id) => {
  const frame = nodes.get(id)?.callFrame ?? {};
  return `${frame.functionName || "(anonymous)"}@${(frame.url ?? "").split("/").pop()}:${frame.columnNumber}`;
};
const chain = (id) => {
  const ids = [];
  for (let node = nodes.get(id); node; node = node.parent ? nodes.get(node.parent) : null) ids.push(node.id);
  return ids.reverse().slice(1);
};

const ms = (us) => (us / 1000).toFixed(1);
console.info(`first paint at ${paint ? ms(paint.ts - navigation.ts) : "?"} ms`);
let blocking = 0;
for (const task of events.filter((event) => onMain(event) && event.name === "RunTask" && event.dur > 12_000).sort((a, b) => a.ts - b.ts)) {
  const afterPaint = paint && task.ts > paint.ts;
  if (afterPaint) blocking += Math.max(0, (task.dur / 1000) * 4 - 50);
  const inside = events.filter((event) => onMain(event) && event !== task && event.ph === "X" && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= task.ts + task.dur && (event.dur ?? 0) > 2000);
  const kinds = new Map();
  for (const event of inside) kinds.set(event.name, (kinds.get(event.name) ?? 0) + event.dur);
  console.info(`\n@${ms(task.ts - navigation.ts)} ms: ${ms(task.dur)} ms${afterPaint ? " (after first paint)" : ""} | ${[...kinds].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([name, dur]) => `${name} ${ms(dur)}`).join(", ")}`);
  const where = new Map();
  for (const sample of samples.filter((sample) => sample.at >= task.ts && sample.at <= task.ts + task.dur)) {
    const ids = chain(sample.id);
    const key = `${ids.slice(0, depth).map(label).join(" > ")}  [self: ${label(ids.at(-1))}]`;
    where.set(key, (where.get(key) ?? 0) + sample.delta);
  }
  for (const [key, dur] of [...where].sort((a, b) => b[1] - a[1]).slice(0, 4)) console.info(`   ${ms(dur)} ms ${key}`);
}
console.info(`\nTBT estimate (4x each task after the first paint, less 50 ms): ${blocking.toFixed(0)} ms`);
console.info("\nReact commits:");
for (const commit of commits) console.info(`@${commit.at} ms: rendered ${commit.rendered} of ${commit.total} fibres: ${commit.top}`);
