// Decision 027's measurement: 1,000 no-op jobs through the table queue on PGlite and PostgreSQL, and
// through pg-boss on PostgreSQL. Run: npx tsx scripts/bench/job-queue.ts (starts its own throw-away cluster).
import pg from "pg";
import PgBoss from "pg-boss";
import { openDatabase } from "../../server/db/client";
import { createJobQueue } from "../../server/jobs/queue";
import { findPgBin, startPgCluster } from "../../server/test/pg-cluster";

const N = 1000;
const log = { warn() {}, info() {}, error() {} } as never;

async function tableQueue(label: string, database: Awaited<ReturnType<typeof openDatabase>>) {
  await database.migrate();
  const queue = createJobQueue({ db: database.db, log, batchSize: 20 });
  let ran = 0;
  queue.register("noop", async () => void ran++);
  let t = performance.now();
  for (let i = 0; i < N; i++) await queue.enqueue("noop", { i });
  const enqueueMs = performance.now() - t;
  t = performance.now();
  await queue.drain();
  const drainMs = performance.now() - t;
  // Idle cost: one poll on an empty queue.
  t = performance.now();
  for (let i = 0; i < 100; i++) await queue.drain();
  const pollMs = (performance.now() - t) / 100;
  console.info(`${label}: enqueue ${N} ${enqueueMs.toFixed(0)} ms (${(enqueueMs / N).toFixed(2)} ms each), run ${ran} in ${drainMs.toFixed(0)} ms (${((N / drainMs) * 1000).toFixed(0)} jobs/s), empty poll ${pollMs.toFixed(2)} ms`);
  await queue.close();
  await database.close();
}

const cluster = await startPgCluster(findPgBin()!);
try {
  await tableQueue("table queue, PGlite (memory)", await openDatabase({ dataDir: null }));
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query("create database tq");
  await admin.query("create database boss");
  await admin.end();
  await tableQueue("table queue, PostgreSQL", await openDatabase({ url: cluster.url.replace(/\/postgres$/, "/tq") }));

  const url = cluster.url.replace(/\/postgres$/, "/boss");
  let t = performance.now();
  const boss = new PgBoss({ connectionString: url });
  boss.on("error", () => undefined);
  await boss.start();
  const startMs = performance.now() - t;
  await boss.createQueue("noop");
  t = performance.now();
  for (let i = 0; i < N; i++) await boss.send("noop", { i });
  const sendMs = performance.now() - t;
  let ran = 0;
  t = performance.now();
  await new Promise<void>((resolve) => {
    void boss.work("noop", { batchSize: 20, pollingIntervalSeconds: 0.5 }, async (jobs) => {
      ran += jobs.length;
      if (ran >= N) resolve();
    });
  });
  const runMs = performance.now() - t;
  const conns = await new pg.Client({ connectionString: url });
  await conns.connect();
  const { rows } = await conns.query("select count(*)::int as n from pg_stat_activity where datname = 'boss'");
  await conns.end();
  console.info(`pg-boss 10, PostgreSQL: first start (creates its schema) ${startMs.toFixed(0)} ms, send ${N} ${sendMs.toFixed(0)} ms (${(sendMs / N).toFixed(2)} ms each), run ${ran} in ${runMs.toFixed(0)} ms (${((N / runMs) * 1000).toFixed(0)} jobs/s), connections to its database ${rows[0].n - 1}`);
  await boss.stop({ graceful: false, wait: true });
} finally {
  cluster.stop();
}
process.exit(0);
