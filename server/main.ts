// First: sizes libuv's thread pool before anything uses it.
import "./thread-pool";
import cluster from "node:cluster";
import { loadEnv } from "./env";
import { openDatabase, type Database } from "./db/client";
import { DataDirLockedError, lockDataDir } from "./db/data-dir-lock";
import { seedDemo } from "./db/seed/demo";
import { buildApp } from "./app";
import { createPasswordHasher } from "./features/auth/password";
import { ensureAdminAccount } from "./features/admin/admin-account";
import { runPrimary } from "./workers";
import { isConnectionError } from "./db/errors";

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
    runPrimary(env.WEB_CONCURRENCY, (port) =>
      console.info(`Ponder is running at http://localhost:${port} (PostgreSQL server, ${env.WEB_CONCURRENCY} processes)`),
    );
    return;
  }
  let releaseLock = () => {};
  if (!env.DATABASE_URL) releaseLock = lockDataDir(env.DATA_DIR);
  let database: Database;
  const passwords = createPasswordHasher(env.SCRYPT_LOG_N);
  try {
    database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
    const { db } = database;
    // Processes starting together on an empty database take turns: the first migrates and
    // seeds, the others find it done (they crashed inserting the same rows before).
    await database.whileStarting(async () => {
      await database.migrate();
      if (env.ADMIN_USERNAME && env.ADMIN_PASSWORD) {
        await ensureAdminAccount(db, passwords, env.ADMIN_USERNAME, env.ADMIN_PASSWORD);
      }
      if (env.SEED_DEMO && (await seedDemo(db))) console.info("Demo content created.");
    });
  } catch (error) {
    releaseLock();
    throw error;
  }
  const { db } = database;

  const app = await buildApp({ db, database, config: env, passwords });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    try {
      await app.close();
      await database.close();
    } finally {
      releaseLock();
    }
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  // A worker's primary says it once for all of them.
  if (cluster.isWorker) return;
  const where = database.kind === "pglite" ? `embedded database in ${env.DATA_DIR}` : "PostgreSQL server";
  console.info(`Ponder is running at http://localhost:${port} (${where})`);
}

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
