import type { TestProject } from "vitest/node";
import { findPgBin, startPgCluster } from "./pg-cluster";

declare module "vitest" {
  export interface ProvidedContext {
    /** The throw-away cluster's URL; empty when the PostgreSQL suite is skipped. */
    pgUrl: string;
  }
}

/** Starts one PostgreSQL cluster for the whole PostgreSQL run, and stops it after. */
export default async function setup(project: TestProject) {
  const bin = findPgBin();
  if (!bin) {
    if (process.env.CI) throw new Error("PostgreSQL binaries (initdb, pg_ctl) not found; .ci/run should have installed them");
    console.warn("\n*** SKIPPING the PostgreSQL suite: no initdb/pg_ctl found (install PostgreSQL, or set PG_BIN). ***\n");
    project.provide("pgUrl", "");
    return;
  }
  const cluster = await startPgCluster(bin);
  console.info(`PostgreSQL test cluster at ${cluster.url} (${bin})`);
  project.provide("pgUrl", cluster.url);
  return () => cluster.stop();
}
