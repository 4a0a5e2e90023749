// npm run bench:web: Lighthouse (mobile preset, simulated throttling) on the landing page and a
// question page as a visitor, and the home feed, a topic page and a profile as a member (by
// a session cookie), of a fresh server with demo content, in Debian's Chromium. Prints the
// four category scores, FCP, LCP, TBT, CLS and the JavaScript each page loads (compressed).
// `--runs N` measures each page N times (default 1) and prints every run.
import { spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { DIST, ROOT, build, isBuildCurrent } from "./build-lib.mjs";
import { disableFeatures } from "./chromium-args.mjs";

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const runsArgument = process.argv.indexOf("--runs");
const runs = runsArgument === -1 ? 1 : Number(process.argv[runsArgument + 1]);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number of runs, 1 or more");

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

// A member who finished onboarding, for the member pages.
const register = await fetch(`${base}/api/auth/register`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ firstName: "Bench", lastName: "Reader", email: `bench-${Date.now()}@example.com`, password: "bench-password" }),
});
const cookie = register.headers.get("set-cookie").split(";")[0];
await fetch(`${base}/api/users/onboarding`, { method: "PATCH", headers: { cookie, "content-type": "application/json" }, body: JSON.stringify({ completed: true }) });
const { items } = await (await fetch(`${base}/api/questions?tab=recent&limit=1`)).json();
// The busiest topic, and the profile of a member who asks and answers (the demo's authors).
const topics = await (await fetch(`${base}/api/topics`, { headers: { cookie } })).json();
const topic = topics.reduce((best, item) => (item.questionCount > best.questionCount ? item : best));
const author = items[0].author;
if (!author) throw new Error("the newest demo question has no author");

const member = { Cookie: cookie };
const pages = [
  { name: "Landing", url: `${base}/`, headers: {} },
  { name: "Question page", url: `${base}/questions/${items[0].id}`, headers: {} },
  { name: "Home feed (member)", url: `${base}/`, headers: member },
  { name: "Topic (member)", url: `${base}/topics/${topic.id}`, headers: member },
  { name: "Profile (member)", url: `${base}/profile/${author.id}`, headers: member },
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  // chrome-launcher's own --disable-features kept: Chromium reads only the last one it is given.
  chromeFlags: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-dev-shm-usage",
    disableFeatures(
      chromeLauncher.Launcher.defaultFlags()
        .find((flag) => flag.startsWith("--disable-features="))
        ?.slice("--disable-features=".length)
        .split(",") ?? [],
    ),
  ],
});
const results = [];
try {
  for (let run = 1; run <= runs; run++) for (const page of pages) {
    const audit = () => lighthouse(page.url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES, extraHeaders: page.headers });
    let { lhr } = await audit();
    // On this shared machine Chromium sometimes gives up on a load (CHROME_INTERSTITIAL_ERROR,
    // NO_FCP) while the server answers fine: such a run is measured again once, and said so.
    if (lhr.runtimeError) {
      console.warn(`${page.name} (run ${run}): ${lhr.runtimeError.code}, measuring again`);
      ({ lhr } = await audit());
    }
    // The whole report, for looking into a figure (bench-results is not committed).
    mkdirSync(path.join(ROOT, "bench-results"), { recursive: true });
    writeFileSync(path.join(ROOT, `bench-results/lighthouse-${pages.indexOf(page) + 1}-run${run}.json`), JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`${page.name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const metric = (id) => {
      const audit = lhr.audits[id];
      if (typeof audit.numericValue !== "number") throw new Error(`${page.name}: ${id} not measured: ${audit.errorMessage ?? audit.explanation ?? "unknown"}`);
      return audit.numericValue;
    };
    const requests = lhr.audits["network-requests"].details.items;
    const jsBytes = requests.filter((item) => item.resourceType === "Script").reduce((sum, item) => sum + item.transferSize, 0);
    const score = (category) => Math.round(lhr.categories[category].score * 100);
    // A category below 95 says which audits cost it, so the figure can be looked into.
    const failing = CATEGORIES.flatMap((category) =>
      score(category) >= 95
        ? []
        : lhr.categories[category].auditRefs
            .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 0.9)
            .map((ref) => `${category}: ${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`),
    );
    results.push({
      page: page.name,
      run,
      score: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      failing,
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

console.info(
  "\n| Page | Performance | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS | JavaScript (compressed) | Requests |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
);
for (const r of results) {
  console.info(`| ${r.page} | ${r.score} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcpMs} ms | ${r.lcpMs} ms | ${r.tbtMs} ms | ${r.cls} | ${r.jsKB} KB | ${r.requests} |`);
}
for (const r of results.filter((item) => item.failing.length > 0)) console.info(`${r.page} (run ${r.run}) loses points on: ${r.failing.join(", ")}`);
mkdirSync(path.join(ROOT, "bench-results"), { recursive: true });
writeFileSync(path.join(ROOT, "bench-results/web.json"), JSON.stringify({ at: new Date().toISOString(), results }, null, 2));
