// Recomputes every member's reputation from their live reputation changes (issue 24) and
// prints the members whose stored total differed, correcting them: zero on a healthy database.
//
//   npm run reputation:recalculate            (DATA_DIR, or DATABASE_URL for a PostgreSQL server)
//
// On the embedded database Ponder must not be running on the same directory (its lock says so).
import { recalculateReputation } from "../server/content/reputation";
import { openDatabase } from "../server/db/client";
import { DataDirLockedError, lockDataDir } from "../server/db/data-dir-lock";
import { loadEnv } from "../server/env";

const env = loadEnv();
if (!env.DATABASE_URL) {
  try {
    process.once("exit", lockDataDir(env.DATA_DIR));
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`${env.DATA_DIR} is in use by a running Ponder; stop it first, or point DATABASE_URL at a PostgreSQL server.`);
      process.exit(1);
    }
    throw error;
  }
}
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await database.migrate();
  const differed = await recalculateReputation(database.db);
  for (const row of differed) console.info(`${row.userId}: stored ${row.stored}, recalculated ${row.computed} (corrected)`);
  console.info(`${differed.length} member${differed.length === 1 ? "" : "s"} differed.`);
} finally {
  await database.close();
}
