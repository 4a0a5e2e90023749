// The PostgreSQL parts of `npm run bench`: a throw-away cluster (server/test/pg-cluster.ts)
// holding one database per data set.
import pg from "pg";
import { findPgBin, startPgCluster } from "../../server/test/pg-cluster";

/** A running throw-away cluster. */
export interface BenchCluster {
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the cluster and deletes its files (synchronous, so it also runs on the way out). */
  stop(): void;
}

/** Whether PostgreSQL's binaries (initdb, pg_ctl) are installed: where they are, or null. */
export const pgBin = (): string | null => findPgBin();

/** Starts a cluster on a free loopback port; its files are deleted by stop(). */
export async function startBenchCluster(bin: string): Promise<BenchCluster> {
  const cluster = await startPgCluster(bin);
  let stopped = false;
  return {
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
      const client = new pg.Client({ connectionString: cluster.url });
      await client.connect();
      try {
        await client.query(`create database ${name}`);
      } finally {
        await client.end();
      }
      return cluster.url.replace(/\/postgres$/, `/${name}`);
    },
    stop() {
      if (stopped) return;
      stopped = true;
      cluster.stop();
    },
  };
}
