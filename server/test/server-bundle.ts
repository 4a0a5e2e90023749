import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { bundleServers, DIST, isBuildCurrent, sourceHash } from "../../scripts/build-lib.mjs";
import { ROOT_DIR } from "../paths";

/**
 * The tests that start real Ponder processes (shutdown, two processes on one cluster, a data
 * directory's lock, the cluster's workers) start the server as production does: one bundle,
 * made with the build's own esbuild options (scripts/build-lib.mjs), not
 * `node --import tsx server/main.ts`, which compiled every file again in each process (about
 * 2.5 s more CPU a start, some thirty starts a run). Made by the first test that asks, in a
 * folder named by the build's source hash, so later files and runs on the same sources reuse it;
 * written under a name of its own and renamed, so workers and runs side by side never start
 * half a bundle. Resolves with the folder: `main.js` and the preload `close-faults.js`.
 */
export function serverBundle(): Promise<string> {
  bundled ??= makeBundle("server-bundle", { "main.js": "server/main.ts", "close-faults.js": "server/test/close-faults.ts" });
  return bundled;
}
let bundled: Promise<string> | undefined;

/**
 * The render threads' script (server/pages/render-pool.ts): the build's when it is current, else
 * made as the build makes it, in a folder of its own: a server started from serverBundle() finds none beside it and renders on its event
 * loop, as the tests' processes need no thread of their own. Resolves with the script's path.
 */
export function renderWorkerBundle(): Promise<string> {
  // The build's own, when it is of these sources (npm test builds before the suites start).
  const built = path.join(DIST, "server/render-worker.js");
  renderWorker ??= isBuildCurrent() ? Promise.resolve(built) : makeBundle("render-worker", { "render-worker.js": "server/pages/render-worker.ts" }).then((folder) => path.join(folder, "render-worker.js"));
  return renderWorker;
}
let renderWorker: Promise<string> | undefined;

/** Bundles `files` (output name: source from the root) into `.tmp/<prefix>-<source hash>/`, once. */
async function makeBundle(prefix: string, files: Record<string, string>): Promise<string> {
  const dir = path.join(ROOT_DIR, ".tmp");
  mkdirSync(dir, { recursive: true });
  const folder = path.join(dir, `${prefix}-${sourceHash().slice(0, 16)}`);
  removeStale(dir, prefix, folder);
  const names = Object.keys(files);
  if (names.every((name) => existsSync(path.join(folder, name)))) return folder;
  const started = Date.now();
  const partial = `${folder}.${process.pid}-${randomBytes(4).toString("hex")}.partial`;
  await bundleServers(Object.fromEntries(Object.entries(files).map(([name, source]) => [name.replace(/\.js$/, ""), source])), partial);
  try {
    renameSync(partial, folder);
  } catch (error) {
    // Another run renamed its own first: use that one.
    rmSync(partial, { recursive: true, force: true });
    if (!names.every((name) => existsSync(path.join(folder, name)))) throw error;
  }
  console.info(`Bundled ${names.join(", ")} for the tests in ${((Date.now() - started) / 1000).toFixed(1)} s (${path.relative(ROOT_DIR, folder)})`);
  return folder;
}

/** Bundles of other sources and partial writes of killed runs, once an hour old. */
function removeStale(dir: string, prefix: string, current: string) {
  const hourAgo = Date.now() - 60 * 60 * 1000;
  for (const name of readdirSync(dir)) {
    const entry = path.join(dir, name);
    if (!name.startsWith(`${prefix}-`) || entry === current) continue;
    try {
      if (statSync(entry).mtimeMs < hourAgo) rmSync(entry, { recursive: true, force: true });
    } catch {
      // another run removed it first
    }
  }
}

/**
 * The arguments after `node` that start Ponder from a bundle (`await serverBundle()`), with
 * the preloads a test asks for ("close-faults" breaks the database's close).
 */
export function ponderArgs(folder: string, preloads: "close-faults"[] = []): string[] {
  return [...preloads.flatMap((name) => ["--import", path.join(folder, `${name}.js`)]), path.join(folder, "main.js")];
}
