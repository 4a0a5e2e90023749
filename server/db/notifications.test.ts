import { afterEach, beforeEach, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { describeApi, openTestDatabase } from "../test/app";
import { openDatabase, type Database } from "./client";
import { LISTENER_NAME, MAX_NOTIFY_BYTES } from "./notifications";

const onPostgres = process.env.PONDER_TEST_DB === "postgres";

describeApi("notifications", () => {
  let database: Database;
  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  it("hands each payload to the channel's handlers until they stop listening", async () => {
    const { notifications } = database;
    const got: string[] = [];
    const other: string[] = [];
    const stop = await notifications.listen("test_one", (payload) => got.push(payload));
    await notifications.listen("test_two", (payload) => other.push(payload));
    await notifications.notify("test_one", "first");
    await notifications.notify("test_one", "ü ✓ second");
    await notifications.flush();
    expect(got).toEqual(["first", "ü ✓ second"]);
    expect(other).toEqual([]);

    await stop();
    await notifications.notify("test_one", "after");
    await notifications.flush();
    expect(got).toEqual(["first", "ü ✓ second"]);
  });

  it("delivers a NOTIFY made in a transaction only once it commits, and none of a rolled-back one", async () => {
    const { notifications, db } = database;
    const got: string[] = [];
    await notifications.listen("test_tx", (payload) => got.push(payload));
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('test_tx', 'rolled back')`);
        throw new Error("rollback");
      })
      .catch(() => undefined);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('test_tx', 'committed')`);
      // PGlite has one connection, busy with this transaction: flushing here would wait for it.
      if (onPostgres) await notifications.flush();
      expect(got).toEqual([]);
    });
    await notifications.flush();
    expect(got).toEqual(["committed"]);
  });

  it("refuses payloads over the limit and bad channel names", async () => {
    const { notifications } = database;
    await expect(notifications.notify("test_big", "x".repeat(MAX_NOTIFY_BYTES + 1))).rejects.toThrow(/limit/);
    // Counted in bytes, not characters.
    await expect(notifications.notify("test_big", "é".repeat(MAX_NOTIFY_BYTES / 2 + 1))).rejects.toThrow(/limit/);
    await expect(notifications.notify("test_big", "x".repeat(MAX_NOTIFY_BYTES))).resolves.toBeUndefined();
    await expect(notifications.listen("Bad; drop table users", () => undefined)).rejects.toThrow(/channel/);
  });

  it.runIf(onPostgres)("reaches every process: a NOTIFY from one is handed to another's handlers by its flush", async () => {
    const url = await databaseUrl(database);
    const second = await openDatabase({ url });
    try {
      const got: string[] = [];
      await second.notifications.listen("test_across", (payload) => got.push(payload));
      for (let index = 0; index < 20; index++) await database.notifications.notify("test_across", String(index));
      await second.notifications.flush();
      expect(got).toEqual(Array.from({ length: 20 }, (_, index) => String(index)));
    } finally {
      await second.close();
    }
  });

  it.runIf(onPostgres)("reconnects a lost listening connection, LISTENs again and says so", async () => {
    const { notifications, db } = database;
    const got: string[] = [];
    let reconnects = 0;
    notifications.onReconnect(() => reconnects++);
    await notifications.listen("test_back", (payload) => got.push(payload));
    await db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_NAME} and datname = current_database()`);
    await expect.poll(() => reconnects, { timeout: 5_000 }).toBe(1);
    await notifications.notify("test_back", "again");
    await notifications.flush();
    expect(got).toEqual(["again"]);
  });

  it.runIf(onPostgres)("flush gives up after 2 s when the listening connection is away", async () => {
    const { notifications, db } = database;
    await notifications.listen("test_away", () => undefined);
    // Terminated again and again: the barrier never comes back, but flush still returns.
    await db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_NAME} and datname = current_database()`);
    const started = Date.now();
    await notifications.flush();
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

/** The URL of the test database behind this Database (the test helper names a fresh one). */
async function databaseUrl(database: Database): Promise<string> {
  const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  const { inject } = await import("vitest");
  const url = new URL(inject("pgUrl"));
  url.pathname = `/${result.rows[0]!.name}`;
  return url.href;
}
