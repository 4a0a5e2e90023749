import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { openDatabase, type Database } from "../db/client";
import { findPgBin, startPgCluster } from "../test/pg-cluster";
import { newMember, sessionCookie, TEST_CONFIG, testPasswords } from "../test/app";
import { askQuestion } from "../test/factories";

// Issue 20, point 2: a page render that failed while PostgreSQL was down left its cache entry
// "being rendered", and every later request for that URL hung after the database was back.
// Here the database stops while pages and cached API answers are being rendered, starts again,
// and the same URLs must answer.

const bin = findPgBin();
const inPgSuite = process.env.PONDER_TEST_DB === "postgres";

const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Ponder</title></head><body><div id="root"></div></body></html>`;

/** The request's answer, or a failure naming it after `ms` (the bug was a request that never answered). */
const within = (ms: number, url: string, pending: Promise<LightMyRequestResponse>) =>
  Promise.race([pending, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${url} did not answer within ${ms} ms`)), ms))]);

describe.skipIf(!bin || !inPgSuite)("the caches through a database outage", () => {
  let cluster: Awaited<ReturnType<typeof startPgCluster>>;
  let database: Database;
  let app: FastifyInstance;
  let clientDir: string;
  const urls: string[] = [];

  beforeAll(async () => {
    cluster = await startPgCluster(bin!);
    clientDir = mkdtempSync(path.join(tmpdir(), "ponder-outage-client-"));
    writeFileSync(path.join(clientDir, "index.html"), INDEX);
    database = await openDatabase({ url: cluster.url });
    await database.migrate();
    app = await buildApp({ db: database.db, database, config: TEST_CONFIG, passwords: testPasswords, clientDir, jobs: { start: false } });
    const registered = await app.inject({ method: "POST", url: "/api/auth/register", payload: newMember() });
    const { id } = await askQuestion(app, sessionCookie(registered), { title: "What happens to a page while its database restarts?" });
    for (let n = 0; n < 4; n += 1) urls.push(`/questions/${id}?sort=${["votes", "newest", "oldest", "active"][n]}`);
    urls.push(`/questions/${id}`, "/", "/about", "/privacy", `/api/questions/${id}`, "/api/questions?tab=recent", "/api/topics", "/api/site", "/api/questions/trending");
  }, 120_000);

  afterAll(async () => {
    await app?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    try {
      cluster?.stop();
    } catch {
      // already stopped
    }
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("stops the database while URLs are rendered, and the same URLs answer once it is back", async () => {
    // Every URL is being rendered (none is cached yet) when the server stops.
    const first = urls.map((url) => within(30_000, url, app.inject({ method: "GET", url })));
    await new Promise((resolve) => setTimeout(resolve, 5));
    cluster.stopServer();
    const during = await Promise.all(first);
    // 200 for what was read before the stop, 503 (unavailable) for what was not: nothing hangs.
    for (const response of during) expect([200, 503]).toContain(response.statusCode);
    expect(during.some((response) => response.statusCode === 503)).toBe(true);

    cluster.startServer();
    const back = Date.now();
    while ((await app.inject({ method: "GET", url: "/api/health" })).statusCode !== 200) {
      if (Date.now() - back > 30_000) throw new Error("the database did not come back");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const after = await Promise.all(urls.map((url) => within(15_000, url, app.inject({ method: "GET", url }))));
    expect(after.map((response) => `${response.statusCode}`)).toEqual(urls.map(() => "200"));
    expect(app.answerCaches.visitors.rendering()).toBe(0);
    expect(app.answerCaches.members.rendering()).toBe(0);
  }, 120_000);
});
