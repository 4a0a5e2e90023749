// EXPLAIN of the queries the measured endpoints really run. The app is built in-process on the
// benchmark database (the server process has stopped, PGlite allows one process), the database
// client is wrapped to record each statement an endpoint sends, and every recorded statement is
// explained with its own parameters through the same client. Nothing goes over HTTP.
import path from "node:path";
import { openDatabase } from "../../server/db/client";
import { lockDataDir } from "../../server/db/data-dir-lock";
import { ROOT_DIR } from "../../server/paths";
import type { Dataset } from "./generate";
import type { Endpoint } from "./load";
import type { BenchMember } from "./server";

/** Tables this small are fine to read whole. */
const BIG_TABLE_ROWS = 5_000;
/** A sort over more rows than this suggests an index that could give the order instead. */
const BIG_SORT_ROWS = 1_000;

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Plan Rows"?: number;
  "Sort Key"?: string[];
  "Rows Removed by Filter"?: number;
  Plans?: PlanNode[];
}

export interface StatementPlan {
  sql: string;
  analyzed: boolean;
  executionMs?: number;
  indexes: string[];
  /** Seq Scans on tables above BIG_TABLE_ROWS rows, with the rows the scan produced. */
  bigSeqScans: { table: string; rows: number }[];
  /** Sorts of more than BIG_SORT_ROWS rows. */
  bigSorts: { rows: number; key: string }[];
  /** The plan, one node per line, for the report. */
  outline: string[];
}

export interface EndpointPlans {
  key: string;
  label: string;
  status: string;
  statements: StatementPlan[];
}

type Recorded = { text: string; params: unknown[] };
type QueryFn = (...args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** Wraps `query` on a client (PGlite, a PGlite transaction, a pg pool or pooled client) to record statements. */
function recording(target: object, sink: () => Recorded[] | null): object {
  return new Proxy(target, {
    get(object, property) {
      const value = Reflect.get(object, property, object) as unknown;
      if (property === "query" && typeof value === "function") {
        return (...args: unknown[]) => {
          const [first, second] = args;
          const list = sink();
          if (list) {
            if (typeof first === "string") list.push({ text: first, params: Array.isArray(second) ? second : [] });
            else if (first && typeof first === "object" && "text" in first) {
              const config = first as { text: string; values?: unknown[] };
              list.push({ text: config.text, params: Array.isArray(second) ? second : (config.values ?? []) });
            }
          }
          return (value as QueryFn).apply(object, args);
        };
      }
      if (property === "transaction" && typeof value === "function") {
        // PGlite: statements inside db.transaction() go through the transaction object.
        return (callback: (tx: object) => Promise<unknown>) =>
          (value as (cb: (tx: object) => Promise<unknown>) => Promise<unknown>).call(object, (tx) => callback(recording(tx, sink)));
      }
      if (property === "connect" && typeof value === "function") {
        // pg: transactions check out a client from the pool.
        return async (...args: unknown[]) => recording((await (value as (...a: unknown[]) => Promise<object>).apply(object, args)) as object, sink);
      }
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(object) : value;
    },
  });
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

function walk(node: PlanNode, depth: number, visit: (node: PlanNode, depth: number) => void) {
  visit(node, depth);
  for (const child of node.Plans ?? []) walk(child, depth + 1, visit);
}

/** Builds the app on the data set and explains what each endpoint runs. */
export async function explainEndpoints(dataset: Dataset, member: BenchMember, endpoints: Endpoint[]): Promise<EndpointPlans[]> {
  const release = dataset.dataDir ? lockDataDir(dataset.dataDir) : () => {};
  const database = await openDatabase({ url: dataset.url, dataDir: dataset.dataDir });
  try {
    const holder = database.db as unknown as { $client: object; session: { client: object } };
    const rawClient = holder.$client;
    let capture: Recorded[] | null = null;
    // Drizzle's session holds the client it was made with; route it through the recorder.
    holder.session.client = recording(rawClient, () => capture);
    const run = (text: string, params: unknown[]) => (rawClient as { query: QueryFn }).query(text, params);

    const sizes = new Map<string, number>();
    for (const row of (await run("select relname, reltuples::float8 as n from pg_class where relkind = 'r'", [])).rows) {
      sizes.set(String(row.relname), Number(row.n));
    }

    const { loadEnv } = await import("../../server/env");
    const { buildApp } = await import("../../server/app");
    const config = loadEnv({ DATA_DIR: dataset.dataDir ?? "./data", RATE_LIMITS: "off", LOG_LEVEL: "silent", SEED_DEMO: "false" });
    // Uncached: every endpoint runs its statements, so each one can be explained.
    const app = await buildApp({ db: database.db, database, cache: false, config, clientDir: path.join(ROOT_DIR, ".tmp", "bench-no-client") });
    await app.ready();
    const reports: EndpointPlans[] = [];
    try {
      for (const endpoint of endpoints) {
        const inject = (n: number) =>
          app.inject({
            method: endpoint.method,
            url: endpoint.paths[n % endpoint.paths.length]!,
            headers: {
              ...(endpoint.signedIn ? { cookie: member.cookie } : {}),
              ...(endpoint.body ? { "content-type": "application/json" } : {}),
            },
            payload: endpoint.body?.(1_000_000 + n),
          });
        // Once to warm caches, then once recorded (a different id for POSTs).
        const first = await inject(endpoint.method === "POST" ? endpoint.paths.length - 2 : 0);
        if (first.statusCode === 404 && first.body.includes('"Route ')) {
          reports.push({ key: endpoint.key, label: endpoint.label, status: "not available (404)", statements: [] });
          continue;
        }
        capture = [];
        const response = await inject(endpoint.method === "POST" ? endpoint.paths.length - 1 : 0);
        const recorded: Recorded[] = capture;
        capture = null;
        const status = response.statusCode < 300 ? "ok" : `answered ${response.statusCode}`;
        const statements: StatementPlan[] = [];
        for (const { text, params } of recorded) {
          const verb = text.trim().split(/\s+/)[0]!.toLowerCase();
          if (!["select", "insert", "update", "delete", "with"].includes(verb)) continue;
          const analyzed = verb === "select";
          // ANALYZE runs the statement: twice, keeping the second (warm) run. Per-node timing
          // is off because clock reads are costly under WebAssembly and would inflate the total.
          const explainSql = `explain (${analyzed ? "analyze, timing off, " : ""}format json) ${text}`;
          if (analyzed) await run(explainSql, params);
          const explained = await run(explainSql, params);
          const cell = Object.values(explained.rows[0] ?? {})[0];
          const parsed = (typeof cell === "string" ? JSON.parse(cell) : cell) as [{ Plan: PlanNode; "Execution Time"?: number }];
          const top = parsed[0];
          const plan: StatementPlan = {
            sql: oneLine(text),
            analyzed,
            executionMs: top["Execution Time"],
            indexes: [],
            bigSeqScans: [],
            bigSorts: [],
            outline: [],
          };
          walk(top.Plan, 0, (node, depth) => {
            const rows = analyzed ? (node["Actual Rows"] ?? 0) * (node["Actual Loops"] ?? 1) : (node["Plan Rows"] ?? 0);
            const on = node["Relation Name"] ? ` on ${node["Relation Name"]}` : "";
            const using = node["Index Name"] ? ` using ${node["Index Name"]}` : "";
            const removed = node["Rows Removed by Filter"] ? `, ${node["Rows Removed by Filter"]} removed by filter` : "";
            plan.outline.push(`${"  ".repeat(depth)}${node["Node Type"]}${on}${using} (${analyzed ? "rows" : "est. rows"} ${rows}${removed})`);
            if (node["Index Name"] && !plan.indexes.includes(node["Index Name"])) plan.indexes.push(node["Index Name"]);
            const table = node["Relation Name"];
            if (node["Node Type"] === "Seq Scan" && table && (sizes.get(table) ?? 0) > BIG_TABLE_ROWS) {
              plan.bigSeqScans.push({ table, rows: Math.round(sizes.get(table) ?? 0) });
            }
            if (node["Node Type"].includes("Sort") && (node["Sort Key"]?.length ?? 0) > 0) {
              const sorted = analyzed ? (node.Plans?.[0]?.["Actual Rows"] ?? 0) * (node.Plans?.[0]?.["Actual Loops"] ?? 1) : (node["Plan Rows"] ?? 0);
              if (sorted > BIG_SORT_ROWS) plan.bigSorts.push({ rows: sorted, key: (node["Sort Key"] ?? []).join(", ") });
            }
          });
          statements.push(plan);
        }
        reports.push({ key: endpoint.key, label: endpoint.label, status, statements });
      }
    } finally {
      await app.close();
    }
    return reports;
  } finally {
    await database.close();
    release();
  }
}
