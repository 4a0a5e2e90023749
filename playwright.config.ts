import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { PLAYWRIGHT_CHROMIUM_ARGS } from "./scripts/chromium-args.mjs";

const PORT = Number(process.env.E2E_PORT ?? 5100);
export const ADMIN = { username: "e2e-admin", password: "e2e-admin-password" };

/**
 * Journeys that change what every member sees while they run: the site's settings (its name,
 * the staging ground, two-factor for staff), the privileges' thresholds, or the ad in every
 * member's Sponsored slot. Read from the specs (any that writes or reads those admin calls, or
 * checks which ad is served), so a new one joins without a list to keep. They run one at a time
 * before the others, which then run two at a time: a staged first question or a close vote open
 * to every member must not meet another journey's members, and an ad's impressions are counted
 * from every member it is shown to (a CI run counted two where one reader saw it).
 */
const E2E_DIR = path.join(import.meta.dirname, "e2e");
export const SITE_WIDE_SPECS = readdirSync(E2E_DIR)
  .filter((file) => file.endsWith(".spec.ts") && /\/api\/admin\/(settings|privileges)\b|\/api\/ads\/serve\b/.test(readFileSync(path.join(E2E_DIR, file), "utf8")))
  .sort();

/**
 * Journeys through the real app: `npm start` (build if needed, then serve) on a fresh
 * embedded database with demo content, driven in Debian's Chromium.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  // Two journeys at a time (one server, one browser each): alone, one worker kept Chromium on
  // about 1.4 of this machine's two cores and took 11.5 minutes for the 87 journeys; two took
  // 8.5 (docs/performance.md, 2026-12-07). A file's journeys stay in one worker, in order.
  workers: 2,
  projects: [
    { name: "site-wide", testMatch: SITE_WIDE_SPECS, workers: 1 },
    { name: "journeys", testIgnore: SITE_WIDE_SPECS, dependencies: ["site-wide"] },
  ],
  // One retry: a journey that passes only on its second try is listed as "flaky" in the
  // report (and still fails the run if it fails twice). CI's machine is slower and shared;
  // one lost click there should not keep every other change from landing.
  retries: 1,
  // The multi-browser journeys (accept-close, question-page) ran past 60 s on this two-core
  // machine while it was busy (2026-11-29), every step passing until the clock ran out.
  timeout: 120_000,
  // A check waits up to 10 s (Playwright's default is 5): beside the API suites on two cores a
  // page sometimes took 5-6 s to show what it shows in one (three retries in one CI run).
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "test-results",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace costs about a third of a journey's time on two cores (78 s against 107 s
    // for the same seven journeys, 2026-11-29), so only a retry records one: a journey that
    // fails twice leaves its trace, one that passes on its retry is listed as flaky.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // The brief's switches, and the per-tab processes no journey uses turned off: the journeys
      // took 10.6 minutes with them off against 14.6 (scripts/chromium-args.mjs).
      args: PLAYWRIGHT_CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: `rm -rf .tmp/e2e-data-${PORT} && node scripts/start.mjs`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: `.tmp/e2e-data-${PORT}`,
      // A run on another port builds into its own folder, so parallel runs never share dist/.
      DIST_DIR: PORT === 5100 ? "dist" : `.tmp/dist-${PORT}`,
      SEED_DEMO: "true",
      RATE_LIMITS: "off",
      SCRYPT_LOG_N: "12",
      LOG_LEVEL: "warn",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    },
  },
});
