import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";
import base from "./vitest.config.ts";

const root = import.meta.dirname;

/**
 * The server's test files that run against a database: those whose suites are `describeApi`
 * (server/test/app.ts) or that ask which database they run on (`PONDER_TEST_DB`). The list is
 * read from the files rather than written by folder, so a test that moves (issue 21 moved the
 * seed, member mail and image tests out of features/) stays in the PostgreSQL suite, and a pure
 * unit test is not run twice.
 */
export function databaseTestFiles(): string[] {
  return (readdirSync(path.join(root, "server"), { recursive: true }) as string[])
    .filter((file) => file.endsWith(".test.ts"))
    .map((file) => `server/${file.split(path.sep).join("/")}`)
    .filter((file) => /\bdescribeApi\b|PONDER_TEST_DB/.test(readFileSync(path.join(root, file), "utf8")))
    .sort();
}

/**
 * The API suites again, on a real PostgreSQL cluster that globalSetup starts with
 * initdb/pg_ctl on a free port (server/test/pg-global-setup.ts).
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // A name of its own keys this suite's file durations apart from the PGlite suite's in
    // Vitest's results cache, which both share: a file runs longest first by its duration
    // here, or by its size in a fresh clone, where the PGlite run of a moment before had put
    // the PostgreSQL-only files (cluster.test.ts: 23 s in CI) last, as if they took no time.
    name: "postgresql",
    include: databaseTestFiles(),
    // Password hashing has no database in it; the hostile-input sweep runs every route once on PGlite.
    exclude: ["**/password.test.ts", "server/test/hostile-input.test.ts"],
    globalSetup: ["server/test/pg-global-setup.ts"],
    env: { PONDER_TEST_DB: "postgres" },
  },
});
