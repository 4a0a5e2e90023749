import "../../server/thread-pool";
// Issue 9's "unbounded work" probe: six hostile animated GIFs (noise, ~8.6 MB each, under the
// upload limit) uploaded at once while another member signs in with the production password
// cost (scrypt N=2^17). Prints how long the sign-in took alone and during the uploads.
//
//   node --import tsx scripts/bench/image-work.ts [--uploads 6] [--frames 80]
//
// The GIF is cached in the system temp folder (making it takes a while).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { buildApp } from "../../server/app";
import { openDatabase } from "../../server/db/client";
import { createPasswordHasher } from "../../server/accounts/password";
import { TEST_CONFIG, newMember, sessionCookie } from "../../server/test/app";
import { noiseGif } from "../../server/test/images";
import { multipartFile } from "../../server/test/multipart";

const { values } = parseArgs({ options: { uploads: { type: "string", default: "6" }, frames: { type: "string", default: "80" } } });
const uploads = Number(values.uploads);
const frames = Number(values.frames);

const cached = path.join(os.tmpdir(), `ponder-noise-320x240x${frames}.gif`);
if (!existsSync(cached)) writeFileSync(cached, await noiseGif(320, 240, frames));
const gif = readFileSync(cached);

const database = await openDatabase({ dataDir: null });
await database.migrate();
const app = await buildApp({ db: database.db, database, config: TEST_CONFIG, passwords: createPasswordHasher(17), clientDir: "/nonexistent" });
const uploader = newMember();
const registered = await app.inject({ method: "POST", url: "/api/auth/register", payload: uploader });
const cookie = sessionCookie(registered);
const signer = newMember();
await app.inject({ method: "POST", url: "/api/auth/register", payload: signer });

const signIn = async () => {
  const started = performance.now();
  const response = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email: signer.email, password: signer.password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return performance.now() - started;
};

// The hash alone (thread pool only), apart from the sign-in's database work on the event loop.
const hasher = createPasswordHasher(17);
const stored = await hasher.hash(signer.password);
const hashOnly = async () => {
  const started = performance.now();
  await hasher.verify(signer.password, stored);
  return performance.now() - started;
};

const alone = await signIn();
const hashAlone = await hashOnly();
const lag = monitorEventLoopDelay({ resolution: 20 });
lag.enable();
const started = performance.now();
const running = Array.from({ length: uploads }, async () => {
  const { payload, headers } = multipartFile("file", "noise.gif", gif);
  const response = await app.inject({ method: "POST", url: "/api/uploads", payload, headers: { ...headers, cookie } });
  return { status: response.statusCode, ms: performance.now() - started, body: response.statusCode === 201 ? "" : response.body };
});
await new Promise((resolve) => setTimeout(resolve, 300));
const during = await signIn();
const hashDuring = await hashOnly();
const results = await Promise.all(running);
lag.disable();

console.info(`cores ${os.availableParallelism()}, UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? "(default 4)"}`);
console.info(`GIF: ${(gif.length / 1024 / 1024).toFixed(1)} MB, 320x240, ${frames} frames; ${uploads} parallel uploads`);
console.info(`sign-in alone: ${alone.toFixed(0)} ms; during the uploads: ${during.toFixed(0)} ms`);
console.info(`scrypt alone: ${hashAlone.toFixed(0)} ms; during the uploads: ${hashDuring.toFixed(0)} ms`);
console.info(`event loop delay during the uploads: max ${(lag.max / 1e6).toFixed(0)} ms, p99 ${(lag.percentile(99) / 1e6).toFixed(0)} ms`);
for (const result of results) console.info(`upload: ${result.status} after ${result.ms.toFixed(0)} ms ${result.body}`);
await app.close();
await database.close();
