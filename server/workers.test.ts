import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { ROOT_DIR } from "./paths";

it("refuses WEB_CONCURRENCY above 1 on the embedded database, in one clear line", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "ponder-workers-"));
  try {
    const { DATABASE_URL: _ignored, ...env } = process.env;
    const result = spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
      cwd: ROOT_DIR,
      env: { ...env, WEB_CONCURRENCY: "2", DATA_DIR: dataDir, PORT: "0" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      "WEB_CONCURRENCY=2 needs DATABASE_URL: the embedded database runs in one process; set DATABASE_URL to a PostgreSQL server, or WEB_CONCURRENCY=1.",
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
