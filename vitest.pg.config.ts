import { defineConfig } from "vitest/config";
import base from "./vitest.config.ts";

/**
 * The API suites again, on a real PostgreSQL cluster that globalSetup starts with
 * initdb/pg_ctl on a free port (server/test/pg-global-setup.ts).
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ["server/features/**/*.test.ts", "server/policy/**/*.test.ts", "server/plugins/**/*.test.ts", "server/db/seed/**/*.test.ts", "server/db/notifications.test.ts", "server/cache/**/*.api.test.ts", "server/cluster.test.ts", "server/shutdown.test.ts", "server/jobs/**/*.test.ts"],
    exclude: ["**/password.test.ts"],
    globalSetup: ["server/test/pg-global-setup.ts"],
    env: { PONDER_TEST_DB: "postgres" },
  },
});
