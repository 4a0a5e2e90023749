import type { TestProject } from "vitest/node";
import pg from "pg";
import { openDatabase } from "../db/client";
import { findPgBin, startPgCluster } from "./pg-cluster";

const TEMPLATE = "ponder_template";

declare module "vitest" {
  export interface ProvidedContext {
    /** The throw-away cluster's URL; empty when the PostgreSQL suite is skipped. */
    pgUrl: string;
    /** A database on that cluster with every migration applied, for `create database ... template`; empty when skipped. */
    pgTemplate: string;
  }
}

/** Starts one PostgreSQL cluster for the whole PostgreSQL run, and stops it after. */
export default async function setup(project: TestProject) {
  const bin = findPgBin();
  if (!bin) {
    if (process.env.CI) throw new Error("PostgreSQL binaries (initdb, pg_ctl) not found; .ci/run should have installed them");
    console.warn("\n*** SKIPPING the PostgreSQL suite: no initdb/pg_ctl found (install PostgreSQL, or set PG_BIN). ***\n");
    project.provide("pgUrl", "");
    project.provide("pgTemplate", "");
    return;
  }
  const cluster = await startPgCluster(bin);
  console.info(`PostgreSQL test cluster at ${cluster.url} (${bin})`);
  project.provide("pgUrl", cluster.url);
  try {
    project.provide("pgTemplate", await migratedTemplate(cluster.url));
  } catch (error) {
    cluster.stop();
    throw error;
  }
  return () => cluster.stop();
}

/**
 * Migrates one database once for the whole run; each test file's database is a copy of it
 * (`create database ... template ponder_template`, a file copy), not a migration of its own.
 * A template must have no open connection while it is copied, so ours is closed before any
 * test starts, and no test connects to it.
 */
async function migratedTemplate(adminUrl: string): Promise<string> {
  const started = Date.now();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${TEMPLATE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${TEMPLATE}`;
  const database = await openDatabase({ url: url.href });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  console.info(`PostgreSQL template ${TEMPLATE}: migrated once in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return TEMPLATE;
}
