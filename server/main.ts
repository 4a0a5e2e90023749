// First: sizes libuv's thread pool before anything uses it.
import { backfillReputation, needsReputationBackfill } from "./content/reputation";
import "./thread-pool";
import cluster from "node:cluster";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadEnv } from "./env";
import { openDatabase, type Database } from "./db/client";
import { DataDirLockedError, lockDataDir } from "./db/data-dir-lock";
import { seedDemo } from "./seed/demo";
import { buildApp } from "./app";
import { createPasswordHasher } from "./accounts/password";
import { ensureAdminAccount } from "./accounts/admin-account";
import { runPrimary } from "./workers";
import { isConnectionError } from "./db/errors";
import { dropOutputErrors, exitOnSignals } from "./shutdown";

/** Refused at start: the embedded database lives in one process's memory. */
class OneProcessOnlyError extends Error {}

/** Reads the environment, opens and migrates the database, and serves Ponder until told to stop. */
async function main() {
  const env = loadEnv();
  if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
    throw new OneProcessOnlyError(
      `WEB_CONCURRENCY=${env.WEB_CONCURRENCY} needs DATABASE_URL: the embedded database runs in one process; set DATABASE_URL to a PostgreSQL server, or WEB_CONCURRENCY=1.`,
    );
  }
  if (env.WEB_CONCURRENCY > 1 && cluster.isPrimary) {
    runPrimary(env.WEB_CONCURRENCY, env.SHUTDOWN_TIMEOUT_SECONDS, (port) =>
      console.info(`Ponder is running at http://localhost:${port} (PostgreSQL server, ${env.WEB_CONCURRENCY} processes)`),
    );
    return;
  }
  // The lock goes with the process and never before it (decision 040): released in the exit
  // itself, whatever ends it (a finished or failed shutdown, a failed start, a crash), so no
  // second Ponder opens this directory while this process still lives. A SIGKILL leaves it
  // behind with a dead pid, which the next start takes over.
  if (!env.DATABASE_URL) process.once("exit", lockDataDir(env.DATA_DIR));
  const passwords = createPasswordHasher(env.SCRYPT_LOG_N);
  const database: Database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const { db } = database;
  // Processes starting together on an empty database take turns: the first migrates and
  // seeds, the others find it done (they crashed inserting the same rows before).
  await database.whileStarting(async () => {
    await database.migrate();
    if (env.ADMIN_USERNAME && env.ADMIN_PASSWORD) {
      await ensureAdminAccount(db, passwords, env.ADMIN_USERNAME, env.ADMIN_PASSWORD);
    }
    if (env.SEED_DEMO && (await seedDemo(db))) console.info("Demo content created.");
    // A site from before reputation (issue 24): its votes and acceptances earn it now, once.
    if (await needsReputationBackfill(db)) console.info(`Reputation backfilled: ${await backfillReputation(db)} changes from earlier votes and acceptances.`);
  });

  // The render threads run the bundle built beside this one (scripts/build-lib.mjs); a server
  // run from its sources, or a bundle made alone (server/test/server-bundle.ts), renders on its event loop.
  const renderEntry = fileURLToPath(new URL("./render-worker.js", import.meta.url));
  const renderThreads = env.RENDER_THREADS > 0 && import.meta.url.endsWith(".js") && existsSync(renderEntry) ? { entry: renderEntry, count: env.RENDER_THREADS } : undefined;
  const app = await buildApp({ db, database, config: env, passwords, renderThreads });
  // Every failure while closing ends in an exit (1), and a close that hangs is cut at the
  // bound: no longer a process left serving nothing, its error taken for a passing outage by
  // the unhandledRejection handler below.
  exitOnSignals({
    timeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS,
    log: { info: (message) => app.log.info(message), error: (message, error) => app.log.error({ err: error }, message) },
    close: async () => {
      try {
        await app.close();
      } finally {
        // The database is closed even when the server's close failed: PGlite writes its last pages.
        await database.close();
      }
    },
  });

  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  // A worker's primary says it once for all of them.
  if (cluster.isWorker) return;
  const where = database.kind === "pglite" ? `embedded database in ${env.DATA_DIR}` : "PostgreSQL server";
  console.info(`Ponder is running at http://localhost:${port} (${where})`);
}

dropOutputErrors();

// A database restart must not end the process: a connection error nobody awaited (a
// background job's query) is told of and forgotten; pg.Pool makes new connections when the
// server is back. Anything else still ends the process, as Node would.
process.on("unhandledRejection", (reason) => {
  if (!isConnectionError(reason)) throw reason;
  console.warn("Database unavailable:", reason instanceof Error ? reason.message : reason);
});

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof OneProcessOnlyError || (error instanceof Error && error.message.startsWith("Invalid configuration"))) {
    console.error(error.message);
  } else {
    console.error("Ponder could not start:", error);
  }
  process.exit(1);
});
