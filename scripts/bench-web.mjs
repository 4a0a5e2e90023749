// npm run bench:web: Lighthouse (mobile preset, simulated throttling) on the landing page, a
// question page and the home feed of a fresh server with demo content, in Debian's Chromium.
// Prints score, LCP, TBT, CLS and the JavaScript each page loads (compressed bytes).
import { spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { DIST, ROOT, build, isBuildCurrent } from "./build-lib.mjs";

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

if (!isBuildCurrent()) await build();
const port = await freePort();
const dataDir = path.join(ROOT, ".tmp/bench-web-data");
rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, [path.join(DIST, "server/main.js")], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, RATE_LIMITS: "off", SCRYPT_LOG_N: "12", LOG_LEVEL: "warn" },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error("server did not start in 120 s")), 120_000);
  server.stdout.on("data", (chunk) => {
    if (String(chunk).includes("Ponder is running")) {
      clearTimeout(timer);
      resolve();
    }
  });
});
const base = `http://127.0.0.1:${port}`;

// A member who finished onboarding, for the home feed.
const register = await fetch(`${base}/api/auth/register`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ firstName: "Bench", lastName: "Reader", email: `bench-${Date.now()}@example.com`, password: "bench-password" }),
});
const cookie = register.headers.get("set-cookie").split(";")[0];
await fetch(`${base}/api/users/onboarding`, { method: "PATCH", headers: { cookie, "content-type": "application/json" }, body: JSON.stringify({ completed: true }) });
const { items } = await (await fetch(`${base}/api/questions?tab=recent&limit=1`)).json();

const pages = [
  { name: "Landing", url: `${base}/`, headers: {} },
  { name: "Question page", url: `${base}/questions/${items[0].id}`, headers: {} },
  { name: "Home feed (signed in)", url: `${base}/`, headers: { Cookie: cookie } },
];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage"],
});
const results = [];
try {
  for (const page of pages) {
    const runnerResult = await lighthouse(page.url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      extraHeaders: page.headers,
    });
    const { lhr } = runnerResult;
    // The whole report, for looking into a figure (bench-results is not committed).
    mkdirSync(path.join(ROOT, "bench-results"), { recursive: true });
    writeFileSync(path.join(ROOT, `bench-results/lighthouse-${pages.indexOf(page) + 1}.json`), JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`${page.name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const metric = (id) => {
      const audit = lhr.audits[id];
      if (typeof audit.numericValue !== "number") throw new Error(`${page.name}: ${id} not measured: ${audit.errorMessage ?? audit.explanation ?? "unknown"}`);
      return audit.numericValue;
    };
    const requests = lhr.audits["network-requests"].details.items;
    const jsBytes = requests.filter((item) => item.resourceType === "Script").reduce((sum, item) => sum + item.transferSize, 0);
    results.push({
      page: page.name,
      score: Math.round(lhr.categories.performance.score * 100),
      lcpMs: Math.round(metric("largest-contentful-paint")),
      tbtMs: Math.round(metric("total-blocking-time")),
      cls: Number(metric("cumulative-layout-shift").toFixed(3)),
      fcpMs: Math.round(metric("first-contentful-paint")),
      requests: requests.length,
      jsKB: Number((jsBytes / 1024).toFixed(1)),
    });
  }
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
}

console.info("\n| Page | Score | FCP | LCP | TBT | CLS | JavaScript (compressed) | Requests |\n| --- | --- | --- | --- | --- | --- | --- | --- |");
for (const r of results) console.info(`| ${r.page} | ${r.score} | ${r.fcpMs} ms | ${r.lcpMs} ms | ${r.tbtMs} ms | ${r.cls} | ${r.jsKB} KB | ${r.requests} |`);
mkdirSync(path.join(ROOT, "bench-results"), { recursive: true });
writeFileSync(path.join(ROOT, "bench-results/web.json"), JSON.stringify({ at: new Date().toISOString(), results }, null, 2));
