// Restores a System Backup of the embedded database (a .tar.gz of PGlite's data directory,
// from Admin Panel > Settings > System Backup) into a new, empty DATA_DIR:
//
//   node scripts/restore-backup.mjs ponder-backup-2026-11-22.tar.gz ./data-restored
//
// Then start Ponder on it: DATA_DIR=./data-restored npm start. Ponder must not be running on
// the target directory; an existing, non-empty directory is refused (move it aside first).
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

const [archive, target = "./data"] = process.argv.slice(2);
if (!archive) {
  console.error("Usage: node scripts/restore-backup.mjs <backup.tar.gz> [DATA_DIR (default ./data)]");
  process.exit(2);
}
const dataDir = path.resolve(target);
if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
  console.error(`${dataDir} is not empty. Move it aside (or choose another directory) and run this again.`);
  process.exit(1);
}

const bytes = readFileSync(archive);
// The extensions migration 0027 created (server/db/pglite-extensions.ts).
const db = await PGlite.create({ dataDir, loadDataDir: new Blob([bytes]), extensions: { pg_trgm, unaccent } });
try {
  const { rows } = await db.query(
    "select (select count(*) from users)::int as users, (select count(*) from questions)::int as questions, (select count(*) from answers)::int as answers",
  );
  const counts = rows[0];
  console.info(`Restored into ${dataDir}: ${counts.users} accounts, ${counts.questions} questions, ${counts.answers} answers.`);
} finally {
  await db.close();
}
// The archive carries the lock of the process that made it; this directory is not in use.
rmSync(path.join(dataDir, "ponder.lock"), { force: true });
console.info(`Start Ponder on it with: DATA_DIR=${target} npm start`);
