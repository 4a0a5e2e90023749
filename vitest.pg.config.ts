import { defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config";

/**
 * The API suite again, on a real PostgreSQL cluster that globalSetup starts with
 * initdb/pg_ctl on a free port (see server/test/pg-cluster.ts).
 */
export default mergeConfig(
  base,
  defineConfig({
    test: {
      include: ["server/features/**/*.test.ts"],
      globalSetup: ["server/test/pg-global-setup.ts"],
      env: { PONDER_TEST_DB: "postgres" },
    },
  }),
);
