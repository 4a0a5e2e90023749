// Shared by build.mjs and start.mjs: what the build depends on, and how to make it.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** Where the build goes: dist/, or DIST_DIR (parallel journeys each build into their own). */
export const DIST = path.resolve(ROOT, process.env.DIST_DIR ?? "dist");
export const STAMP = path.join(DIST, ".build-hash");
const INPUTS = ["client", "server", "shared", "package-lock.json", "vite.config.ts", "tsconfig.json", "scripts/build-lib.mjs"];

function* files(entry) {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(full).sort()) {
    if (name === "node_modules" || /\.test\.tsx?$/.test(name)) continue;
    yield* files(path.join(entry, name));
  }
}

/** A hash of every input of the build, so an unchanged tree is not rebuilt. */
export function sourceHash() {
  const hash = createHash("sha256");
  for (const entry of INPUTS) {
    for (const file of files(entry)) hash.update(file).update(readFileSync(path.join(ROOT, file)));
  }
  return hash.digest("hex");
}

export function isBuildCurrent() {
  return existsSync(STAMP) && existsSync(path.join(DIST, "server/main.js")) && existsSync(path.join(DIST, "server/render-worker.js")) && readFileSync(STAMP, "utf8") === sourceHash();
}

/** Builds the client with Vite and bundles the server with esbuild. */
export async function build() {
  const { writeFileSync, mkdirSync } = await import("node:fs");
  const started = Date.now();
  const vite = await import("vite");
  await vite.build({ configFile: path.join(ROOT, "vite.config.ts"), logLevel: "warn" });
  // The chunk manifest is for the server (page preloads), not for the public folder.
  const { renameSync, rmSync } = await import("node:fs");
  renameSync(path.join(DIST, "client/.vite/manifest.json"), path.join(DIST, "client-manifest.json"));
  rmSync(path.join(DIST, "client/.vite"), { recursive: true, force: true });
  // The render threads' script beside the server's (server/pages/render-pool.ts), in one
  // esbuild run: the files both import are read and parsed once.
  await bundleServers({ main: "server/main.ts", "render-worker": "server/pages/render-worker.ts" }, path.join(DIST, "server"));
  await precompress(path.join(DIST, "client"));
  mkdirSync(path.dirname(STAMP), { recursive: true });
  writeFileSync(STAMP, sourceHash());
  console.info(`Built client and server in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Packages the server bundle leaves in node_modules: sharp (a native addon), PGlite (it finds
 * its WebAssembly and data files beside its own module), and pg, whose pool the shutdown tests'
 * preload breaks (server/test/close-faults.ts patches the one module both load; it also spares
 * the bundle pg's optional native driver).
 */
const SERVER_EXTERNALS = ["sharp", "@electric-sql/pglite", "pg"];

/**
 * Bundles server entries (output name without `.js`: a path from the root) into `outdir`, each
 * one whole ES module, in one esbuild run (the files they share are parsed once), their packages
 * inside but SERVER_EXTERNALS: the production server, and the processes the server's tests
 * start (server/test/server-bundle.ts). Node resolving, reading and compiling some 600 package
 * files was most of a start: 2.7 s of CPU to a listening server on PostgreSQL, 1.4 s with them
 * bundled (docs/performance.md, 2026-12-07). Bundled CommonJS packages still call `require`
 * (Node's built-ins, and the modules ajv's generated validators name), so the bundle makes one.
 */
export async function bundleServers(entries, outdir) {
  const esbuild = await import("esbuild");
  await esbuild.build({
    entryPoints: Object.entries(entries).map(([out, entry]) => ({ in: path.join(ROOT, entry), out })),
    outdir,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    external: SERVER_EXTERNALS,
    banner: { js: 'import { createRequire as __ponderCreateRequire } from "node:module"; const require = __ponderCreateRequire(import.meta.url);' },
    // The server prerenders pages with the client's components (client/src/ssr.tsx).
    loader: { ".css": "empty", ".svg": "empty" },
    sourcemap: true,
    logLevel: "warning",
  });
}

/**
 * Writes .br and .gz beside every text asset, so the server sends compressed files
 * without compressing on each request (server/static.ts reads them into memory at start).
 */
async function precompress(dir) {
  const { readdirSync, readFileSync, writeFileSync, statSync } = await import("node:fs");
  const zlib = await import("node:zlib");
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      await precompress(file);
      continue;
    }
    if (!/\.(js|css|html|svg|json|txt)$/.test(name) || statSync(file).size < 1024) continue;
    const data = readFileSync(file);
    writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  }
}
