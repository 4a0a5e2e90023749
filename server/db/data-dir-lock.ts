import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from "node:fs";
import path from "node:path";

/** Raised when another live process holds DATA_DIR. */
export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite is a single-process database: two processes writing one directory would corrupt
 * it. This takes an exclusive lock file holding our pid; a lock left by a dead process
 * (a crash, SIGKILL) is taken over. Returns the function that releases it, which main.ts runs
 * only in the process's exit (decision 040): never while the process still lives.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "ponder.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      // Only while it is still ours: never another process's lock, should one have taken it over.
      return () => {
        try {
          if (readFileSync(lockPath, "utf8") === String(process.pid)) rmSync(lockPath, { force: true });
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another Ponder process (pid ${owner}). ` +
            "Stop that process, or set DATA_DIR to another directory.",
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}`);
}
