import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { MIGRATIONS_DIR } from "../paths";
import { PGLITE_EXTENSIONS } from "../db/pglite-extensions";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (an uncompressed tarball) that openTestDatabase loads; empty when there is none. */
    pgliteTemplate: string;
  }
}

/**
 * Migrates one in-memory PGlite and dumps its data directory to a file under .tmp/, so each
 * test database loads it (well under a second) instead of running initdb and every migration again
 * (5-19 s on a loaded 2-core machine). The file is named by a hash of the migrations and of
 * PGlite's version: a later run with the same ones (a single test file, say) reuses it, and a
 * new migration or PGlite makes a new one. It is written under a name of its own, then renamed,
 * so runs side by side never read half a file.
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const dir = path.join(project.config.root, ".tmp");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${templateKey(project.config.root)}.tar`);
  removeStaleTemplates(dir, file);
  if (!existsSync(file)) {
    // Every test database loads the whole file: the smaller it is, the less each of them reads,
    // copies and leaves to the garbage collector (44 MB made each load take about 1.2 s of CPU
    // in a test worker; 17 MB, 0.74 s). The WAL in 1 MB segments, a few of them kept (the
    // default's one segment was 16 MB), and no template0 and template1: a test database is
    // never the template of another.
    const client = await PGlite.create({
      extensions: PGLITE_EXTENSIONS,
      initDbStartParams: ["--wal-segsize=1"],
      startParams: [...PGlite.defaultStartParams, "-c", "min_wal_size=2MB", "-c", "max_wal_size=4MB"],
    });
    try {
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
      for (const name of ["template0", "template1"]) {
        await client.query(`update pg_database set datistemplate = false, datallowconn = false where datname = '${name}'`);
        await client.query(`drop database ${name}`);
      }
      // Written out now, so a database loaded from the dump starts without replaying the WAL.
      await client.query("checkpoint");
      const dump = await client.dumpDataDir("none");
      const partial = `${file}.${process.pid}-${randomBytes(4).toString("hex")}.partial`;
      writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await client.close();
    }
    console.info(`PGlite template: migrated once in ${((Date.now() - started) / 1000).toFixed(1)} s (${path.relative(project.config.root, file)})`);
  }
  project.provide("pgliteTemplate", file);
}

/** The migrations (names and contents) and PGlite's version. */
function templateKey(root: string): string {
  const hash = createHash("sha256");
  // How the template is made: a change here (the checkpoint before the dump) makes a new one.
  hash.update("checkpointed, small");
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) walk(full);
      else hash.update(path.relative(MIGRATIONS_DIR, full)).update(readFileSync(full));
    }
  };
  walk(MIGRATIONS_DIR);
  const pglite = path.join(root, "node_modules/@electric-sql/pglite/package.json");
  hash.update(existsSync(pglite) ? (JSON.parse(readFileSync(pglite, "utf8")) as { version: string }).version : "unknown");
  return hash.digest("hex").slice(0, 16);
}

/** Other templates (older migrations) and partial writes of killed runs, once an hour old: 44 MB each. */
function removeStaleTemplates(dir: string, current: string) {
  const hourAgo = Date.now() - 60 * 60 * 1000;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (!name.startsWith("pglite-template-") || file === current) continue;
    try {
      if (statSync(file).mtimeMs < hourAgo) rmSync(file, { force: true });
    } catch {
      // another run removed it first
    }
  }
}
