import { defineConfig } from "vitest/config";
import path from "node:path";
import { availableParallelism } from "node:os";

const root = import.meta.dirname;

/** Unit and API tests on the embedded database (PGlite). */
export default defineConfig({
  resolve: {
    alias: { "@": path.join(root, "client/src"), "@shared": path.join(root, "shared") },
  },
  test: {
    include: ["server/**/*.test.ts", "shared/**/*.test.ts", "client/src/**/*.test.ts", "eslint/**/*.test.ts"],
    setupFiles: ["server/test/setup.ts"],
    // Migrates one PGlite (once, until the migrations change) and dumps it; each test database loads that copy (decision 044).
    globalSetup: ["server/test/pglite-global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Each worker imports the server once and runs its files one after another in that module
    // graph, rather than a fresh import per file: the import was half of a file's time (6.5 s of
    // 12.5 for one API file) and 640 of the suite's 2,580 s in CI. Tests keep no state in
    // modules between files: each opens its own database and app (decision 062).
    isolate: false,
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. Test files
    // spend much of their time waiting (PostgreSQL, child servers, mail, timers), so two keep
    // both cores of such a machine busy; larger machines keep the default (decision 044).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
