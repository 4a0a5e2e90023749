import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { MIGRATIONS_DIR } from "../paths";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (an uncompressed tarball) that openTestDatabase loads; empty when there is none. */
    pgliteTemplate: string;
  }
}

/**
 * Migrates one in-memory PGlite once for the whole run and dumps its data directory to a
 * file under .tmp/, so each test database loads it (about 2 s) instead of running initdb and
 * every migration again (5-10 s on a loaded 2-core machine). The file is this run's own, so
 * runs side by side in one tree never share or remove each other's.
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const client = await PGlite.create();
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    const dump = await client.dumpDataDir("none");
    const dir = path.join(project.config.root, ".tmp");
    mkdirSync(dir, { recursive: true });
    removeStaleTemplates(dir);
    const file = path.join(dir, `pglite-template-${process.pid}-${randomBytes(4).toString("hex")}.tar`);
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
    project.provide("pgliteTemplate", file);
    console.info(`PGlite template: migrated once in ${((Date.now() - started) / 1000).toFixed(1)} s (${file})`);
    return () => rmSync(file, { force: true });
  } finally {
    await client.close();
  }
}

/** Templates of runs that ended without their teardown (killed), once a day old: 44 MB each. */
function removeStaleTemplates(dir: string) {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of readdirSync(dir)) {
    if (!/^pglite-template-.*\.tar$/.test(name)) continue;
    const file = path.join(dir, name);
    try {
      if (statSync(file).mtimeMs < dayAgo) rmSync(file, { force: true });
    } catch {
      // another run removed it first
    }
  }
}
