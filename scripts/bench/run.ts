// npm run bench: generates (or reuses) data sets, runs the built server on each, measures the
// main endpoints with autocannon on loopback against /api/health in the same run, explains the
// queries behind them, prints tables and writes bench-results/bench-<time>.json.
//
//   npm run bench                      small (10k questions) then default (100k), side by side
//   npm run bench -- --small           the small data set only
//   npm run bench -- --default         the default data set only
//   npm run bench -- --questions 50000 --answers 150000 ...   one custom data set
//   options: --duration 10 --warmup 3 --connections 10 --fresh (regenerate) --no-explain
//
// See docs/performance.md for what it measures and how to read it.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT_DIR } from "../../server/paths";
import { DEFAULT_PARAMS, SMALL_PARAMS, datasetLabel, ensureDataset, paramsFromArgs, type Dataset, type DatasetParams } from "./generate";
import { endpointsFor, measure, type EndpointResult, type LoadSettings } from "./load";
import { ensureBuild, registerMember, startServer, type RunningServer, type ServerBuild } from "./server";
import { explainEndpoints, type EndpointPlans } from "./explain";

/** The whole run is stopped after this, whatever happens. */
const OVERALL_LIMIT_MS = 60 * 60_000;

interface SetReport {
  name: string;
  params: DatasetParams;
  label: string;
  generated: boolean;
  generationSeconds: number;
  counts: Record<string, number>;
  member: { email: string; follows: string };
  /** Baseline requests/s: measured first, then after every endpoint. */
  baseline: { samples: number[]; mean: number; min: number; max: number; spreadPercent: number } | null;
  results: EndpointResult[];
  explain: EndpointPlans[] | { skipped: string };
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

function chooseSets(argv: string[]): { name: string; params: DatasetParams }[] {
  const { params, custom } = paramsFromArgs(argv);
  if (custom) return [{ name: "custom", params }];
  if (argv.includes("--small")) return [{ name: "small", params: SMALL_PARAMS }];
  if (argv.includes("--default")) return [{ name: "default", params: DEFAULT_PARAMS }];
  return [
    { name: "small", params: SMALL_PARAMS },
    { name: "default", params: DEFAULT_PARAMS },
  ];
}

let current: RunningServer | null = null;

async function benchSet(
  build: ServerBuild,
  name: string,
  dataset: Dataset,
  settings: LoadSettings,
  explain: boolean,
): Promise<SetReport> {
  const endpoints = endpointsFor(dataset);
  log(`\n== ${name}: ${datasetLabel(dataset.params)} ==`);
  const server = await startServer(build, dataset, log);
  current = server;
  const results: EndpointResult[] = [];
  let member;
  let baseline: SetReport["baseline"];
  try {
    member = await registerMember(server.baseUrl, dataset);
    log(`Bench member ${member.email} follows ${member.follows}.`);
    const report = (result: EndpointResult) =>
      log(
        `  ${result.label.padEnd(46)} ${result.requestsPerSecond !== undefined ? `${result.requestsPerSecond} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms` : ""}` +
          (result.status === "ok" ? "" : ` ${result.status}`),
      );
    // The baseline is measured first (in full) and then again, shorter, after every endpoint:
    // each endpoint is compared with the mean of the baselines just before and just after it,
    // so a neighbour's load on this shared machine shifts both sides of the ratio alike.
    const [health, ...others] = endpoints;
    const short: LoadSettings = { ...settings, warmup: 0, duration: Math.max(2, Math.round(settings.duration / 3)) };
    const first = await measure(server.baseUrl, health!, member, settings);
    results.push(first);
    report(first);
    if (!first.requestsPerSecond) throw new Error(`The baseline ${health!.label} could not be measured: ${first.status}`);
    const samples = [first.requestsPerSecond];
    for (const endpoint of others) {
      const result = await measure(server.baseUrl, endpoint, member, settings);
      results.push(result);
      report(result);
      if (result.requestsPerSecond === undefined) continue;
      const after = (await measure(server.baseUrl, health!, member, short)).requestsPerSecond ?? samples.at(-1)!;
      result.baselineRequestsPerSecond = Math.round(((samples.at(-1)! + after) / 2) * 10) / 10;
      result.ratioToBaseline = Math.round((result.requestsPerSecond / result.baselineRequestsPerSecond) * 1000) / 1000;
      samples.push(after);
    }
    first.ratioToBaseline = 1;
    first.baselineRequestsPerSecond = first.requestsPerSecond;
    const mean = samples.reduce((sum, n) => sum + n, 0) / samples.length;
    baseline = {
      samples,
      mean: Math.round(mean * 10) / 10,
      min: Math.min(...samples),
      max: Math.max(...samples),
      spreadPercent: Math.round(((Math.max(...samples) - Math.min(...samples)) / mean) * 1000) / 10,
    };
    log(`  baseline samples: ${samples.map((n) => Math.round(n)).join(", ")} req/s (spread ${baseline.spreadPercent}% of the mean)`);
  } finally {
    await server.stop();
    current = null;
  }

  let plans: SetReport["explain"] = { skipped: "--no-explain" };
  if (explain) {
    try {
      log("Explaining the queries behind each endpoint...");
      plans = await explainEndpoints(dataset, member, endpoints.filter((e) => e.key !== "health"));
    } catch (error) {
      plans = { skipped: `EXPLAIN failed: ${(error as Error).message}` };
      log(`  ${plans.skipped}`);
    }
  }
  return {
    name,
    params: dataset.params,
    label: datasetLabel(dataset.params),
    generated: dataset.generated,
    generationSeconds: dataset.marker.generationSeconds,
    counts: dataset.marker.counts,
    member: { email: member.email, follows: member.follows },
    baseline,
    results,
    explain: plans,
  };
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
    ["endpoint", "req/s", "p50 ms", "p99 ms", "req/s ÷ baseline", "non-2xx", "items", "bytes"],
    report.results.map((r) =>
      r.requestsPerSecond !== undefined
        ? [r.label, fmt(r.requestsPerSecond), fmt(r.p50), fmt(r.p99), fmt(r.ratioToBaseline, 3), fmt(r.non2xx), fmt(r.items), fmt(r.responseBytes)]
        : [r.label, r.status, "", "", "", "", "", ""],
    ),
  );
}

function compareTable(a: SetReport, b: SetReport): string {
  return table(
    ["endpoint", `÷ baseline ${a.name}`, `÷ baseline ${b.name}`, `p50 ${a.name}`, `p50 ${b.name}`, `p99 ${a.name}`, `p99 ${b.name}`],
    a.results.map((ra) => {
      const rb = b.results.find((r) => r.key === ra.key);
      if (ra.requestsPerSecond === undefined && rb?.requestsPerSecond === undefined) return [ra.label, ra.status, rb?.status ?? "", "", "", "", ""];
      return [ra.label, fmt(ra.ratioToBaseline, 3), fmt(rb?.ratioToBaseline, 3), fmt(ra.p50), fmt(rb?.p50), fmt(ra.p99), fmt(rb?.p99)];
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

// ---------------------------------------------------------------------------------------

async function main() {
  const argv = process.argv.slice(2);
  const settings: LoadSettings = {
    duration: option(argv, "duration", 10),
    warmup: option(argv, "warmup", 3),
    connections: option(argv, "connections", 10),
  };
  const explain = !argv.includes("--no-explain");
  const { fresh } = paramsFromArgs(argv);
  let sets = chooseSets(argv);
  const url = process.env.DATABASE_URL || undefined;
  if (url && sets.length > 1) {
    log("DATABASE_URL holds one data set: running the default one only (use --small for the small one).");
    sets = sets.slice(-1);
  }

  const started = new Date();
  const loadBefore = os.loadavg();
  const build = await ensureBuild(log);
  const reports: SetReport[] = [];
  for (const set of sets) {
    const dataset = await ensureDataset(set.params, { url, fresh, log });
    reports.push(await benchSet(build, set.name, dataset, settings, explain));
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
      database: url ? "PostgreSQL (DATABASE_URL)" : "PGlite (embedded)",
      loadAverageBefore: loadBefore.map((n) => Math.round(n * 100) / 100),
      loadAverageAfter: os.loadavg().map((n) => Math.round(n * 100) / 100),
    },
    settings,
    build: { sourceHash: build.sourceHash, commit: headCommit() },
    sets: reports,
  };
  const dir = path.join(ROOT_DIR, "bench-results");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `bench-${started.toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, JSON.stringify(output, null, 2) + "\n");

  log(`\nMachine: ${output.machine.cpus} × ${output.machine.cpuModel}, ${output.machine.database}, Node ${process.version}; ` +
    `${settings.connections} connections, ${settings.warmup} s warm-up + ${settings.duration} s per endpoint. Quote the ratios, not the raw numbers.`);
  log(`Code: commit ${output.build.commit} plus the working tree, build ${build.sourceHash}.`);
  for (const report of reports) {
    const b = report.baseline;
    log(
      `\n${report.name} data set (${report.label}); baseline ${b ? `${fmt(b.mean)} req/s on average, ${fmt(b.min)}-${fmt(b.max)} over ${b.samples.length} samples` : "not measured"}`,
    );
    log(setTable(report));
  }
  if (reports.length === 2) {
    log(`\nSide by side (ratios to each run's own baseline; latency in ms):`);
    log(compareTable(reports[0]!, reports[1]!));
  }
  for (const report of reports) log("\n" + explainSummary(report));
  log(`\nResults written to ${path.relative(ROOT_DIR, file)}`);
}

const watchdog = setTimeout(() => {
  console.error(`The benchmark ran longer than ${OVERALL_LIMIT_MS / 60_000} minutes; stopping.`);
  current?.child.kill("SIGKILL");
  process.exit(2);
}, OVERALL_LIMIT_MS);
watchdog.unref();

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void (current?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

main().then(
  () => process.exit(0),
  async (error: unknown) => {
    console.error("Benchmark failed:", error instanceof Error ? error.message : error);
    await current?.stop();
    process.exit(1);
  },
);
