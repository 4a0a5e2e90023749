import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, expect, it } from "vitest";
import { ponderArgs, serverBundle } from "./test/server-bundle";
import { ROOT_DIR } from "./paths";

/** The server as the tests' processes run it (server/test/server-bundle.ts). */
let bundle = "";
beforeAll(async () => {
  bundle = await serverBundle();
}, 120_000);

it("refuses WEB_CONCURRENCY above 1 on the embedded database, in one clear line", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "ponder-workers-"));
  try {
    const { DATABASE_URL: _ignored, ...env } = process.env;
    const result = spawnSync(process.execPath, ponderArgs(bundle), {
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
