// npm run bench: generates (or reuses) data sets, runs the built server on each, measures the
// endpoints with autocannon on loopback against a static file (/robots.txt) served by the same
// server in the same run, checks the aims of issue 10, prints tables and writes
// bench-results/bench-<time>.json.
//
//   npm run bench                  all parts in one go: PGlite small set, then (when PostgreSQL's
//                                  binaries are installed) the PostgreSQL scale and two-process parts
//   npm run bench -- --small       the PGlite small set (10k questions) only: every endpoint
//   npm run bench -- --default     the PGlite default set (100k questions) only
//   npm run bench -- --pg-scale    PostgreSQL at 10k, 100k and 1M questions (own throw-away cluster)
//   npm run bench -- --pg-processes   PostgreSQL member feed, WEB_CONCURRENCY=1 then 2
//   npm run bench -- --questions 50000 --answers 150000 ...   one custom PGlite data set
//   options: --duration 10 --warmup 3 --connections 32 --fresh (regenerate) --no-explain
//            --pg-sizes 10000,100000,1000000 --processes-questions 100000
//            --endpoints post-answer,member-feed (the PGlite part measures only these, with the baseline)
//            --load-tool wrk|autocannon (default: wrk when installed, apt-get install wrk)
//
// The part flags combine (e.g. --small --pg-processes). With DATABASE_URL, the --small/--default/
// custom set is generated in (or reused from) that database instead of PGlite.
// See docs/performance.md for what it measures and how to read it.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT_DIR } from "../../server/paths";
import { DEFAULT_PARAMS, SMALL_PARAMS, datasetLabel, ensureDataset, paramsFromArgs, scaleParams, type Dataset, type DatasetParams } from "./generate";
import { BASELINE_KEY, defaultLoadTool, endpointsFor, measure, type Endpoint, type EndpointResult, type LoadSettings } from "./load";
import { ensureBuild, registerMember, serverProcessCount, startServer, type BenchMember, type RunningServer, type ServerBuild } from "./server";
import { explainEndpoints, type EndpointPlans } from "./explain";
import { pgBin, startBenchCluster, type BenchCluster } from "./pg";
import { endpointTargets, interleavedScaleTargets, median, processTarget, type InterleavedP50, type TargetResult } from "./targets";

/** The whole run is stopped after this, whatever happens. */
const OVERALL_LIMIT_MS = 60 * 60_000;
/** Sizes of the PostgreSQL scale part (the issue's 10k, 100k and 1M questions). */
const PG_SIZES = [10_000, 100_000, 1_000_000];
/** Alternating rounds of the p50 comparison between the smallest and the largest PostgreSQL size. */
const SCALE_ROUNDS = 5;
/** The endpoint the two-process part measures. */
const PROCESSES_KEY = "member-feed";

interface BaselineStats {
  samples: number[];
  mean: number;
  min: number;
  max: number;
  spreadPercent: number;
}

interface SetReport {
  name: string;
  database: string;
  params: DatasetParams;
  label: string;
  generated: boolean;
  generationSeconds: number;
  counts: Record<string, number>;
  /** Variables the server ran with beyond the usual ones (WEB_CONCURRENCY). */
  serverEnv: Record<string, string>;
  /** The server's process and its children (cluster workers) while it was measured; null if unknown. */
  serverProcesses: number | null;
  member: { email: string; follows: string };
  /** Baseline (/robots.txt) requests/s: measured first, then after every endpoint. */
  baseline: BaselineStats | null;
  results: EndpointResult[];
  explain: EndpointPlans[] | { skipped: string };
}

interface Part {
  name: string;
  seconds: number;
  sets: SetReport[];
  /** pg-scale: p50 at the smallest and the largest size, in alternating rounds. */
  interleaved?: { small: string; big: string; rows: InterleavedP50[] };
}

const log = (line: string) => console.info(line);

/** The commit the working tree is on (uncommitted changes are measured too; see build.sourceHash). */
function headCommit(): string {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT_DIR, encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

function option(argv: string[], name: string, fallback: number): number {
  const index = argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = Number(argv[index + 1]);
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} needs a number, got ${argv[index + 1]}`);
  return value;
}

function listOption(argv: string[], name: string, fallback: number[]): number[] {
  const index = argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const values = (argv[index + 1] ?? "").split(",").map(Number);
  if (values.length === 0 || values.some((n) => !Number.isInteger(n) || n < 10)) {
    throw new Error(`--${name} needs whole numbers of questions separated by commas, got ${argv[index + 1]}`);
  }
  return values;
}

const sizeLabel = (questions: number) =>
  questions >= 1_000_000 && questions % 1_000_000 === 0 ? `${questions / 1_000_000}M` : questions >= 1_000 && questions % 1_000 === 0 ? `${questions / 1_000}k` : String(questions);

function stringListOption(argv: string[], name: string): string[] | null {
  const index = argv.indexOf(`--${name}`);
  if (index === -1) return null;
  const values = (argv[index + 1] ?? "").split(",").filter(Boolean);
  if (values.length === 0) throw new Error(`--${name} needs names separated by commas`);
  return values;
}

/** The PGlite (or DATABASE_URL) sets asked for: --small, --default, a custom set, or none. */
function chooseSets(argv: string[]): { name: string; params: DatasetParams }[] {
  const { params, custom } = paramsFromArgs(argv);
  if (custom) return [{ name: "custom", params }];
  const sets = [];
  if (argv.includes("--small")) sets.push({ name: "small", params: SMALL_PARAMS });
  if (argv.includes("--default")) sets.push({ name: "default", params: DEFAULT_PARAMS });
  return sets;
}

let current: RunningServer | null = null;
let cluster: BenchCluster | null = null;

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * Runs the server on one data set and measures the endpoints. The baseline (the first endpoint,
 * /robots.txt) is measured in full first and then again, shorter, after every endpoint: each
 * endpoint is compared with the mean of the baselines just before and just after it, so a
 * neighbour's load on this shared machine shifts both sides of the ratio alike.
 */
async function benchSet(
  build: ServerBuild,
  name: string,
  databaseLabel: string,
  dataset: Dataset,
  endpoints: Endpoint[],
  settings: LoadSettings,
  options: { serverEnv?: Record<string, string>; explain?: boolean } = {},
): Promise<SetReport> {
  const serverEnv = options.serverEnv ?? {};
  const env = Object.entries(serverEnv).map(([k, v]) => `${k}=${v}`).join(" ");
  log(`\n== ${name}: ${databaseLabel}, ${datasetLabel(dataset.params)}${env ? `, ${env}` : ""} ==`);
  const server = await startServer(build, dataset, log, serverEnv);
  current = server;
  const results: EndpointResult[] = [];
  let member;
  let baseline: SetReport["baseline"];
  let serverProcesses: number | null;
  try {
    member = await registerMember(server.baseUrl, dataset);
    serverProcesses = serverProcessCount(server);
    log(`Bench member ${member.email} follows ${member.follows}. The server runs as ${serverProcesses ?? "an unknown number of"} process(es).`);
    const report = (result: EndpointResult) =>
      log(
        `  ${result.label.padEnd(56)} ${result.requestsPerSecond !== undefined ? `${result.requestsPerSecond} req/s, p50 ${fmt(result.p50, 2)} ms, p99 ${fmt(result.p99, 2)} ms` : ""}` +
          (result.status === "ok" ? "" : ` ${result.status}`),
      );
    const [first, ...others] = endpoints;
    if (first?.key !== BASELINE_KEY) throw new Error(`The first endpoint must be the baseline (${BASELINE_KEY})`);
    const short: LoadSettings = { ...settings, warmup: 0, duration: Math.max(2, Math.round(settings.duration / 3)) };
    const base = await measure(server.baseUrl, first, member, settings);
    results.push(base);
    report(base);
    if (!base.requestsPerSecond) throw new Error(`The baseline ${first.label} could not be measured: ${base.status}`);
    const samples = [base.requestsPerSecond];
    for (const endpoint of others) {
      if (endpoint.record) endpoint.paths = await endpoint.record(server.baseUrl);
      const result = await measure(server.baseUrl, endpoint, member, settings);
      // A whole page load is its requests together: its rate is loads per second.
      if (endpoint.record && result.requestsPerSecond !== undefined) {
        result.label = `${endpoint.label}, ${endpoint.paths.length} requests each`;
        result.requestsPerSecond = round(result.requestsPerSecond / endpoint.paths.length);
        result.p50 = result.p99 = undefined;
      }
      results.push(result);
      report(result);
      if (result.requestsPerSecond === undefined || endpoint.sequential) continue;
      // A sample that completed nothing (the server stalled) says nothing about the baseline.
      const after = (await measure(server.baseUrl, first, member, short)).requestsPerSecond || samples.at(-1)!;
      result.baselineRequestsPerSecond = round((samples.at(-1)! + after) / 2);
      result.ratioToBaseline = round(result.requestsPerSecond / result.baselineRequestsPerSecond, 4);
      samples.push(after);
    }
    base.ratioToBaseline = 1;
    base.baselineRequestsPerSecond = base.requestsPerSecond;
    const mean = samples.reduce((sum, n) => sum + n, 0) / samples.length;
    baseline = {
      samples,
      mean: round(mean),
      min: Math.min(...samples),
      max: Math.max(...samples),
      spreadPercent: round(((Math.max(...samples) - Math.min(...samples)) / mean) * 100),
    };
    log(`  baseline samples: ${samples.map((n) => Math.round(n)).join(", ")} req/s (spread ${baseline.spreadPercent}% of the mean)`);
  } finally {
    await server.stop();
    current = null;
  }
  const report: SetReport = {
    name,
    database: databaseLabel,
    params: dataset.params,
    label: datasetLabel(dataset.params),
    generated: dataset.generated,
    generationSeconds: dataset.marker.generationSeconds,
    counts: dataset.marker.counts,
    serverEnv,
    serverProcesses,
    member: { email: member.email, follows: member.follows },
    baseline,
    results,
    explain: { skipped: "not asked" },
  };
  if (options.explain) report.explain = await explainSet(dataset, endpoints, member);
  return report;
}

/** EXPLAIN of the API endpoints' queries (the server has stopped; pages run the same API routes). */
async function explainSet(dataset: Dataset, endpoints: Endpoint[], member: BenchMember): Promise<SetReport["explain"]> {
  try {
    log("Explaining the queries behind each API endpoint...");
    return await explainEndpoints(dataset, member, endpoints.filter((e) => e.paths[0]!.startsWith("/api/") && e.key !== "health"));
  } catch (error) {
    const skipped = `EXPLAIN failed: ${(error as Error).message}`;
    log(`  ${skipped}`);
    return { skipped };
  }
}

// ---------------------------------------------------------------------------------------
// Report

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => "| " + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(" | ") + " |";
  return [line(headers), "|" + widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : "-".repeat(w + 1) + ":")).join("|") + "|", ...rows.map(line)].join("\n");
}

const fmt = (value: number | undefined, digits = 0) => (value === undefined ? "" : value.toFixed(digits));

function setTable(report: SetReport): string {
  return table(
    ["endpoint", "req/s", "÷ robots.txt", "p50 ms", "p99 ms", "non-2xx", "items", "bytes", "encoding", "drain ms"],
    report.results.map((r) =>
      r.requestsPerSecond !== undefined
        ? [
            r.label,
            fmt(r.requestsPerSecond),
            fmt(r.ratioToBaseline, 3),
            fmt(r.p50, 2),
            fmt(r.p99, 2),
            fmt(r.non2xx),
            fmt(r.items),
            fmt(r.responseBytes),
            r.encoding ?? "",
            fmt(r.drainMs),
          ]
        : [r.label, r.status, "", "", "", "", "", "", "", ""],
    ),
  );
}

/** One row per endpoint, one column group per set: ratio, p50 and p99 side by side. */
function compareTable(reports: SetReport[]): string {
  const keys = [...new Set(reports.flatMap((r) => r.results.map((x) => x.key)))];
  const labelOf = (key: string) => reports.flatMap((r) => r.results).find((r) => r.key === key)!.label;
  const pick = (report: SetReport, key: string) => report.results.find((r) => r.key === key);
  return table(
    ["endpoint", ...reports.map((r) => `÷ robots ${r.name}`), ...reports.map((r) => `p50 ${r.name}`), ...reports.map((r) => `p99 ${r.name}`)],
    keys.map((key) => [
      labelOf(key),
      ...reports.map((r) => fmt(pick(r, key)?.ratioToBaseline, 3) || (pick(r, key)?.status ?? "")),
      ...reports.map((r) => fmt(pick(r, key)?.p50, 2)),
      ...reports.map((r) => fmt(pick(r, key)?.p99, 2)),
    ]),
  );
}

function processesTable(reports: SetReport[]): string {
  return table(
    ["run", "WEB_CONCURRENCY", "processes seen", "member feed req/s", "p50 ms", "p99 ms", "/robots.txt req/s"],
    reports.map((r) => {
      const feed = r.results.find((x) => x.key === PROCESSES_KEY);
      return [
        r.name,
        r.serverEnv.WEB_CONCURRENCY ?? "",
        String(r.serverProcesses ?? "?"),
        fmt(feed?.requestsPerSecond) || (feed?.status ?? ""),
        fmt(feed?.p50, 2),
        fmt(feed?.p99, 2),
        fmt(r.baseline?.mean),
      ];
    }),
  );
}

function explainSummary(report: SetReport): string {
  if (!Array.isArray(report.explain)) return `EXPLAIN (${report.name}): ${report.explain.skipped}`;
  const lines = [`EXPLAIN (${report.name}): per endpoint, statements run, slowest execution, and plan problems`];
  for (const endpoint of report.explain) {
    if (endpoint.statements.length === 0) {
      lines.push(`  ${endpoint.label}: ${endpoint.status}`);
      continue;
    }
    const slowest = Math.max(...endpoint.statements.map((s) => s.executionMs ?? 0));
    const seq = endpoint.statements.flatMap((s) => s.bigSeqScans.map((scan) => `Seq Scan on ${scan.table} (${scan.rows} rows)`));
    const sorts = endpoint.statements.flatMap((s) => s.bigSorts.map((sort) => `Sort of ${sort.rows} rows by ${sort.key}`));
    const problems = [...new Set([...seq, ...sorts])];
    lines.push(
      `  ${endpoint.label}: ${endpoint.statements.length} statements, slowest ${slowest.toFixed(2)} ms, ` +
        (problems.length ? `PROBLEMS: ${problems.join("; ")}` : "no Seq Scan or big Sort on a big table") +
        (endpoint.status === "ok" ? "" : ` [${endpoint.status}]`),
    );
  }
  return lines.join("\n");
}

function targetTable(targets: TargetResult[]): string {
  return table(
    ["target", "aim", "measured", "result"],
    targets.map((t) => [t.target, t.aim, t.figure, t.result]),
  );
}

// ---------------------------------------------------------------------------------------
// Parts

interface Context {
  build: ServerBuild;
  settings: LoadSettings;
  explain: boolean;
  fresh: boolean;
  targets: TargetResult[];
  /** --endpoints: the keys to measure in the PGlite part (the baseline always), or all. */
  only: string[] | null;
}

/** PGlite (or DATABASE_URL) sets: every endpoint, ratios to /robots.txt. */
async function pglitePart(ctx: Context, sets: { name: string; params: DatasetParams }[]): Promise<SetReport[]> {
  const url = process.env.DATABASE_URL || undefined;
  const database = url ? "PostgreSQL (DATABASE_URL)" : "PGlite";
  if (url && sets.length > 1) throw new Error("DATABASE_URL holds one data set: ask for one (--small, --default or a custom set).");
  const reports: SetReport[] = [];
  for (const set of sets) {
    const dataset = await ensureDataset(set.params, { url, fresh: ctx.fresh, log });
    const endpoints = endpointsFor(dataset).filter((e) => !ctx.only || e.key === BASELINE_KEY || ctx.only.includes(e.key));
    const report = await benchSet(ctx.build, set.name, database, dataset, endpoints, ctx.settings, { explain: ctx.explain });
    ctx.targets.push(...endpointTargets(endpoints, report.results, ctx.settings.connections, `${database}, ${set.name}`));
    reports.push(report);
  }
  return reports;
}

/** Databases of the cluster by number of questions, generated on first use. */
type PgDatasets = Map<number, Dataset>;

async function pgDataset(ctx: Context, datasets: PgDatasets, questions: number): Promise<Dataset> {
  const existing = datasets.get(questions);
  if (existing) return existing;
  if (!cluster) throw new Error("No PostgreSQL cluster");
  const url = await cluster.createDatabase(`bench_q${questions}`);
  const dataset = await ensureDataset(scaleParams(questions), { url, fresh: true, log });
  datasets.set(questions, dataset);
  return dataset;
}

/**
 * PostgreSQL at each size: the read endpoints (each size's own set, with its /robots.txt), then
 * p50 at the largest ÷ p50 at the smallest, measured with both servers up, in alternating rounds.
 */
async function pgScalePart(ctx: Context, datasets: PgDatasets, sizes: number[], interleaved: (value: Part["interleaved"]) => void): Promise<SetReport[]> {
  const reports: SetReport[] = [];
  for (const [index, questions] of sizes.entries()) {
    const dataset = await pgDataset(ctx, datasets, questions);
    // The read endpoints, and search (issue 26: its p50 and p99 at 1M questions).
    const endpoints = endpointsFor(dataset).filter((e) => e.read || e.key === "search");
    // The plans at the largest size are the ones that show what grows with the data.
    const explain = ctx.explain && index === sizes.length - 1;
    const report = await benchSet(ctx.build, sizeLabel(questions), "PostgreSQL", dataset, endpoints, ctx.settings, { explain });
    ctx.targets.push(...endpointTargets(endpoints.filter((e) => e.sequential), report.results, ctx.settings.connections, `PostgreSQL, ${sizeLabel(questions)}`));
    reports.push(report);
  }
  if (reports.length >= 2) {
    const [small, big] = [sizes[0]!, sizes.at(-1)!];
    const rows = await alternatingP50(ctx, await pgDataset(ctx, datasets, small), await pgDataset(ctx, datasets, big));
    interleaved({ small: sizeLabel(small), big: sizeLabel(big), rows });
    ctx.targets.push(...interleavedScaleTargets(rows, sizeLabel(small), sizeLabel(big)));
  }
  return reports;
}

/**
 * The p50 aim compares two sizes, but sets measured minutes apart on this shared 2-core machine
 * differ by more than the aim's 30% whatever the data (/robots.txt itself moved 80-90% within a
 * set). So both servers run at once and each read endpoint is measured at the small size and
 * at the big one right after (ABBA order over the rounds, so neither size always goes first).
 */
async function alternatingP50(ctx: Context, small: Dataset, big: Dataset): Promise<InterleavedP50[]> {
  const settings: LoadSettings = { ...ctx.settings, warmup: 1, duration: 3 };
  log(`\n== p50 in alternation: ${sizeLabel(small.params.questions)} and ${sizeLabel(big.params.questions)} questions, ${SCALE_ROUNDS} rounds of ${settings.duration} s each ==`);
  const servers = [await startServer(ctx.build, small, log, {}, "bench-server-small.log"), await startServer(ctx.build, big, log, {}, "bench-server-big.log")] as const;
  const alive = [...servers];
  const rows: InterleavedP50[] = [];
  try {
    const members = [await registerMember(servers[0].baseUrl, small), await registerMember(servers[1].baseUrl, big)] as const;
    const bigEndpoints = endpointsFor(big);
    for (const endpoint of endpointsFor(small).filter((e) => e.read && e.key !== BASELINE_KEY)) {
      const other = bigEndpoints.find((e) => e.key === endpoint.key)!;
      const row: InterleavedP50 = { key: endpoint.key, label: endpoint.label, rounds: [] };
      let skipped = "";
      for (let round = 0; round < SCALE_ROUNDS && !skipped; round++) {
        const order = round % 2 === 0 ? (["small", "big"] as const) : (["big", "small"] as const);
        const figures: { small?: number; big?: number } = {};
        for (const side of order) {
          const result = side === "small" ? await measure(servers[0].baseUrl, endpoint, members[0], settings) : await measure(servers[1].baseUrl, other, members[1], settings);
          if (result.status !== "ok") skipped = result.status;
          figures[side] = result.p50;
        }
        row.rounds.push(figures);
      }
      if (skipped) {
        log(`  ${endpoint.label.padEnd(56)} ${skipped}`);
        continue;
      }
      rows.push(row);
      const ratios = row.rounds.map((r) => (r.small && r.big !== undefined ? r.big / r.small : NaN));
      log(
        `  ${endpoint.label.padEnd(56)} p50 ms ${row.rounds.map((r) => `${fmt(r.small, 2)}/${fmt(r.big, 2)}`).join(", ")}; ` +
          `ratios ${ratios.map((n) => fmt(n, 2)).join(", ")}, median ${fmt(median(ratios.filter(Number.isFinite)), 2)}`,
      );
    }
  } finally {
    for (const server of alive) await server.stop();
  }
  return rows;
}

/**
 * PostgreSQL, the member feed with WEB_CONCURRENCY=1, then 2, then 1 again: two processes are
 * compared with the mean of the one-process runs around them, as endpoints with the baseline.
 */
async function pgProcessesPart(ctx: Context, datasets: PgDatasets, questions: number): Promise<SetReport[]> {
  const dataset = await pgDataset(ctx, datasets, questions);
  const endpoints = endpointsFor(dataset).filter((e) => e.key === BASELINE_KEY || e.key === PROCESSES_KEY);
  const reports: SetReport[] = [];
  for (const [index, processes] of [1, 2, 1].entries()) {
    const name = `${sizeLabel(questions)}, ${processes} process${processes > 1 ? "es" : ""}${index === 2 ? " (again)" : ""}`;
    reports.push(await benchSet(ctx.build, name, "PostgreSQL", dataset, endpoints, ctx.settings, { serverEnv: { WEB_CONCURRENCY: String(processes) } }));
  }
  const rate = (report: SetReport) => report.results.find((r) => r.key === PROCESSES_KEY)?.requestsPerSecond;
  const ones = [rate(reports[0]!), rate(reports[2]!)].filter((n): n is number => n !== undefined);
  const one = ones.length ? ones.reduce((a, b) => a + b, 0) / ones.length : undefined;
  const label = endpoints.find((e) => e.key === PROCESSES_KEY)!.label;
  ctx.targets.push(processTarget(`${label} at ${sizeLabel(questions)}`, one, rate(reports[1]!)));
  return reports;
}

// ---------------------------------------------------------------------------------------

async function main() {
  const argv = process.argv.slice(2);
  const toolIndex = argv.indexOf("--load-tool");
  const tool = toolIndex === -1 ? defaultLoadTool() : argv[toolIndex + 1];
  if (tool !== "wrk" && tool !== "autocannon") throw new Error(`--load-tool is wrk or autocannon, got ${tool}`);
  const settings: LoadSettings = {
    tool,
    duration: option(argv, "duration", 10),
    warmup: option(argv, "warmup", 3),
    connections: option(argv, "connections", 32),
  };
  const { fresh } = paramsFromArgs(argv);
  const pgSizes = listOption(argv, "pg-sizes", PG_SIZES);
  const processesQuestions = option(argv, "processes-questions", 100_000);

  let sets = chooseSets(argv);
  let scale = argv.includes("--pg-scale");
  let processes = argv.includes("--pg-processes");
  const bin = pgBin();
  if (sets.length === 0 && !scale && !processes) {
    sets = [{ name: "small", params: SMALL_PARAMS }];
    scale = processes = bin !== null;
    if (!bin) log("PostgreSQL's binaries (initdb, pg_ctl) were not found (PG_BIN, pg_config, /usr/lib/postgresql): PGlite part only.");
  }
  if ((scale || processes) && !bin) throw new Error("--pg-scale and --pg-processes need PostgreSQL's binaries (set PG_BIN to the directory of initdb and pg_ctl).");

  const started = new Date();
  const loadBefore = os.loadavg();
  const build = await ensureBuild(log);
  const ctx: Context = { build, settings, explain: !argv.includes("--no-explain"), fresh, targets: [], only: stringListOption(argv, "endpoints") };
  const parts: Part[] = [];
  const timed = async (name: string, run: () => Promise<SetReport[]>) => {
    const partStarted = performance.now();
    const reports = await run();
    parts.push({ name, seconds: Math.round((performance.now() - partStarted) / 1000), sets: reports });
  };

  if (sets.length) await timed("pglite", () => pglitePart(ctx, sets));
  if (scale || processes) {
    log(`\nStarting a throw-away PostgreSQL cluster (${bin})...`);
    cluster = await startBenchCluster(bin!);
    const datasets: PgDatasets = new Map();
    try {
      if (scale) {
        let interleaved: Part["interleaved"];
        await timed("pg-scale", () => pgScalePart(ctx, datasets, pgSizes, (value) => (interleaved = value)));
        parts.at(-1)!.interleaved = interleaved;
      }
      if (processes) await timed("pg-processes", () => pgProcessesPart(ctx, datasets, processesQuestions));
    } finally {
      cluster.stop();
      cluster = null;
    }
  }

  const output = {
    startedAt: started.toISOString(),
    finishedAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? "unknown",
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      loadAverageBefore: loadBefore.map((n) => round(n, 2)),
      loadAverageAfter: os.loadavg().map((n) => round(n, 2)),
    },
    settings,
    build: { sourceHash: build.sourceHash, commit: headCommit() },
    targets: ctx.targets,
    parts,
  };
  const dir = path.join(ROOT_DIR, "bench-results");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `bench-${started.toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, JSON.stringify(output, null, 2) + "\n");

  log(
    `\nMachine: ${output.machine.cpus} × ${output.machine.cpuModel}, Node ${process.version}, load average ${output.machine.loadAverageBefore.join(" ")} before; ` +
      `${settings.tool}, ${settings.connections} connections, ${settings.warmup} s warm-up + ${settings.duration} s per endpoint. Quote the ratios, not the raw numbers.`,
  );
  log(`Code: commit ${output.build.commit} plus the working tree, build ${build.sourceHash}.`);
  for (const part of parts) {
    log(`\n### Part ${part.name} (${Math.round(part.seconds / 6) / 10} min)`);
    for (const report of part.sets) {
      const b = report.baseline;
      log(
        `\n${report.name}: ${report.database}, ${report.label}${report.generated ? ` (generated in ${report.generationSeconds} s)` : ""}; baseline /robots.txt ` +
          (b ? `${fmt(b.mean)} req/s on average, ${fmt(b.min)}-${fmt(b.max)} over ${b.samples.length} samples (spread ${b.spreadPercent}%)` : "not measured"),
      );
      log(setTable(report));
    }
    if (part.name === "pg-processes") {
      log(`\nOne process against two (the member feed; each run with its own /robots.txt):`);
      log(processesTable(part.sets));
    } else if (part.sets.length >= 2) {
      log(`\nSide by side (÷ each run's own /robots.txt; latency in ms):`);
      log(compareTable(part.sets));
    }
    if (part.interleaved) {
      const { small, big, rows } = part.interleaved;
      log(`\np50 at ${small} and ${big}, both servers up, measured in alternation (ms, per round):`);
      log(
        table(
          ["endpoint", ...Array.from({ length: SCALE_ROUNDS }, (_, i) => `round ${i + 1} ${small} / ${big}`), `median ${big} ÷ ${small}`],
          rows.map((row) => [
            row.label,
            ...row.rounds.map((r) => `${fmt(r.small, 2)} / ${fmt(r.big, 2)}`),
            fmt(median(row.rounds.filter((r) => r.small && r.big !== undefined).map((r) => r.big! / r.small!)), 2),
          ]),
        ),
      );
    }
    for (const report of part.sets) if (Array.isArray(report.explain)) log("\n" + explainSummary(report));
  }
  const failed = ctx.targets.filter((t) => t.result === "FAIL").length;
  log(`\nIssue 10 aims (${ctx.targets.length - failed} of ${ctx.targets.length} not failing):`);
  log(targetTable(ctx.targets));
  log(`\nResults written to ${path.relative(ROOT_DIR, file)}`);
}

const stopEverything = async () => {
  await current?.stop();
  cluster?.stop();
};

const watchdog = setTimeout(() => {
  console.error(`The benchmark ran longer than ${OVERALL_LIMIT_MS / 60_000} minutes; stopping.`);
  current?.child.kill("SIGKILL");
  cluster?.stop();
  process.exit(2);
}, OVERALL_LIMIT_MS);
watchdog.unref();

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void stopEverything().finally(() => process.exit(130));
  });
}

main().then(
  () => process.exit(0),
  async (error: unknown) => {
    console.error("Benchmark failed:", error instanceof Error ? (error.stack ?? error.message) : error);
    await stopEverything();
    process.exit(1);
  },
);
