// Where the time of posting an answer goes on PGlite: the whole app in this process on a PGlite
// data directory (as `npm start` runs it), one member posting answers to different questions,
// one after another, with every call into the database engine timed.
//
//   node --import tsx scripts/bench/post-profile.ts [--posts 300] [--concurrency 1] [--memory] [--profile out.cpuprofile]
//
// Prints the time per post, the statements run per post and where the engine's time went.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { buildApp } from "../../server/app";
import { openDatabase } from "../../server/db/client";
import { createPasswordHasher } from "../../server/accounts/password";
import { TEST_CONFIG, newMember, sessionCookie } from "../../server/test/app";

const { values } = parseArgs({
  options: { posts: { type: "string", default: "300" }, concurrency: { type: "string", default: "1" }, memory: { type: "boolean", default: false }, profile: { type: "string" } },
});
const posts = Number(values.posts);
const concurrency = Number(values.concurrency);

// Every round trip into the engine, by the SQL it carried (the Parse or Query message).
const calls = new Map<string, { n: number; ms: number }>();
let recording = false;
let lastStatement = "";
const proto = PGlite.prototype as unknown as { execProtocolRaw: (message: Uint8Array, options?: unknown) => Promise<Uint8Array> };
const original = proto.execProtocolRaw;
proto.execProtocolRaw = async function (this: unknown, message: Uint8Array, options?: unknown) {
  const started = performance.now();
  try {
    return await original.call(this, message, options);
  } finally {
    if (recording) {
      const kind = String.fromCharCode(message[0]!);
      if (kind === "P" || kind === "Q") {
        const body = Buffer.from(message.subarray(5));
        // Parse: name\0 sql\0 ...; Query: sql\0.
        const parts = body.toString("utf8").split("\0");
        lastStatement = (kind === "P" ? parts[1] : parts[0])!.replace(/\s+/g, " ").trim().slice(0, 100);
      }
      // Bind, Describe, Execute and Sync are counted with the statement they carry on.
      const text = `${kind} ${lastStatement}`;
      const entry = calls.get(text) ?? { n: 0, ms: 0 };
      entry.n += 1;
      entry.ms += performance.now() - started;
      calls.set(text, entry);
    }
  }
};

const dir = mkdtempSync(path.join(os.tmpdir(), "ponder-post-profile-"));
const database = await openDatabase({ dataDir: values.memory ? null : path.join(dir, "pgdata") });
await database.migrate();
const app = await buildApp({
  db: database.db,
  database,
  config: { ...TEST_CONFIG, RATE_LIMITS: "off" },
  passwords: createPasswordHasher(10),
  clientDir: "/nonexistent",
  jobs: { start: false },
});
const asker = sessionCookie(await app.inject({ method: "POST", url: "/api/auth/register", payload: newMember() }));
const answerer = sessionCookie(await app.inject({ method: "POST", url: "/api/auth/register", payload: newMember() }));
// Questions straight into the table (one per post), as the bench's generator makes them.
const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
const askerId = (await rows<{ id: string }>(sql`select id from users order by created_at limit 1`))[0]!.id;
await database.db.execute(
  sql`insert into questions (title, content, author_id) select 'Question number ' || g || ' about tides?', '<p>Details</p>', ${askerId} from generate_series(1, ${posts + 20}) g`,
);
const ids = (await rows<{ id: number }>(sql`select id from questions order by id`)).map((row) => row.id);

const post = async (i: number) => {
  const response = await app.inject({
    method: "POST",
    url: `/api/questions/${ids[i]}/answers`,
    headers: { cookie: answerer },
    payload: { content: `<p>Answer ${i}: the moon pulls the water, and the earth turns under it.</p>` },
  });
  if (response.statusCode !== 201) throw new Error(`post ${i}: ${response.statusCode} ${response.body}`);
};
// Warm up (plans, caches), then measure.
for (let i = 0; i < 20; i++) await post(posts + i);
recording = true;
const session = new Session();
if (values.profile) {
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
}
const started = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < posts) await post(next++);
  }),
);
const elapsed = performance.now() - started;
recording = false;
if (values.profile) {
  const { profile } = await session.post("Profiler.stop");
  writeFileSync(values.profile, JSON.stringify(profile));
  session.disconnect();
}

const engineMs = [...calls.values()].reduce((sum, c) => sum + c.ms, 0);
console.info(`${posts} posts, ${concurrency} at a time: ${(elapsed / posts).toFixed(2)} ms per post (${Math.round((posts / elapsed) * 1000)} posts/s)`);
console.info(`engine round trips: ${[...calls.values()].reduce((s, c) => s + c.n, 0) / posts} per post, ${(engineMs / posts).toFixed(2)} ms per post in the engine`);
for (const [text, c] of [...calls.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 40)) {
  console.info(`${(c.ms / posts).toFixed(3).padStart(7)} ms/post ${String(c.n / posts).padStart(5)}×  ${text}`);
}
void asker;
await app.close();
await database.close();
rmSync(dir, { recursive: true, force: true });
