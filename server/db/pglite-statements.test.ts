import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keepStatementsPrepared, type PreparedStatementStats } from "./pglite-statements";

// PGlite's query with statements kept prepared (issue 22): same answers as PGlite's own path,
// each text prepared once, errors and changed tables handled, and a bounded number kept.
describe("keepStatementsPrepared", () => {
  let client: PGlite;
  let stats: PreparedStatementStats;
  const preparedNames = async () =>
    (await client.query<{ name: string }>("select name from pg_prepared_statements where name like 'ponder_%' order by name")).rows.map((row) => row.name);

  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`
      create table items (id int primary key, name text not null, tags text[], meta jsonb, done boolean, at timestamptz);
      insert into items select g, 'item ' || g, array['a', 'b'], jsonb_build_object('n', g), g % 2 = 0, '2026-01-01T00:00:00Z'::timestamptz + make_interval(days => g) from generate_series(1, 100) g;
    `);
    stats = keepStatementsPrepared(client, 5);
  });
  afterAll(async () => {
    await client.close();
  });

  it("prepares a text once and answers each call with its own values, as PGlite's own query does", async () => {
    const before = { ...stats };
    const text = "select id, name, tags, meta, done, at from items where id = $1";
    const first = await client.query<Record<string, unknown>>(text, [3]);
    const second = await client.query<Record<string, unknown>>(text, [4]);
    expect(stats.prepared - before.prepared).toBe(1);
    expect(stats.reused - before.reused).toBe(1);
    expect(first.rows).toEqual([{ id: 3, name: "item 3", tags: ["a", "b"], meta: { n: 3 }, done: false, at: new Date("2026-01-04T00:00:00Z") }]);
    expect(second.rows[0]).toMatchObject({ id: 4, done: true });
    expect(first.fields.map((field) => field.name)).toEqual(["id", "name", "tags", "meta", "done", "at"]);
    // Drizzle's way: rows as arrays, its own parsers (timestamps kept as text).
    const arrays = await client.query<unknown[]>(text, [5], { rowMode: "array", parsers: { 1184: (value: string) => value } });
    expect(arrays.rows).toEqual([[5, "item 5", ["a", "b"], { n: 5 }, false, "2026-01-06 00:00:00+00"]]);
  });

  it("answers exactly what PGlite's own query answers, row by row and field by field", async () => {
    const plain = await PGlite.create();
    try {
      const setup = `
        create table kinds (id int primary key, big bigint, num numeric, real float8, flag boolean, label text, list int[], doc jsonb, at timestamptz, day date, span interval, uid uuid, raw bytea);
        insert into kinds values (1, 9007199254740993, 1.50, 2.25, true, '</script> $1 ü', array[1,2], '{"a":[1,{"b":null}]}', '2026-03-04T05:06:07Z', '2026-03-04', '1 day 2 hours', 'c0ffee00-0000-4000-8000-000000000001', '\\x00ff'),
                                 (2, null, null, null, null, null, null, null, null, null, null, null, null);
      `;
      await client.exec(setup);
      await plain.exec(setup);
      const calls: Array<[string, unknown[], Parameters<PGlite["query"]>[2]]> = [
        ["select * from kinds order by id", [], undefined],
        ["select * from kinds where id = $1", [1], { rowMode: "array" }],
        ["select id, at, day from kinds where id = any($1::int[]) order by id", [[1, 2]], { parsers: { 1184: (value: string) => `at ${value}`, 1082: (value: string) => value } }],
        ["update kinds set label = $1 where id > $2", ["x", 0], undefined],
        ["insert into kinds (id) values ($1), ($2)", [3, 4], undefined],
        ["delete from kinds where id >= $1", [3], undefined],
        ["select count(*) from kinds where false", [], undefined],
      ];
      for (const [text, params, options] of calls) {
        expect(await client.query(text, params, options), text).toEqual(await plain.query(text, params, options));
      }
    } finally {
      await plain.close();
      await client.exec("drop table kinds");
    }
  });

  it("serializes every kind of value the app sends, null included", async () => {
    const { rows } = await client.query<{ a: string | null; b: number; c: boolean; d: unknown; e: string[]; f: string }>(
      "select $1::text as a, $2::int as b, $3::boolean as c, $4::jsonb as d, $5::text[] as e, $6::timestamptz::text as f",
      [null, 42, true, { x: "</script>$1" }, ["$", "ü"], new Date("2026-02-03T04:05:06Z")],
    );
    expect(rows).toEqual([{ a: null, b: 42, c: true, d: { x: "</script>$1" }, e: ["$", "ü"], f: "2026-02-03 04:05:06+00" }]);
  });

  it("counts changed rows of writes", async () => {
    const result = await client.query("update items set name = $1 where id = any($2::int[])", ["renamed", [1, 2]]);
    expect(result.affectedRows).toBe(2);
  });

  it("fails a bad call with PostgreSQL's error, and the next call works", async () => {
    await expect(client.query("select id from items where id = $1", ["not a number"])).rejects.toMatchObject({ code: "22P02" });
    await expect(client.query("selec nothing")).rejects.toMatchObject({ code: "42601" });
    await expect(client.query("insert into items (id, name) values ($1, $2)", [1, "again"])).rejects.toMatchObject({ code: "23505" });
    expect((await client.query("select id from items where id = $1", [7])).rows).toEqual([{ id: 7 }]);
  });

  it("prepares a statement again when a migration changed what it returns", async () => {
    const text = "select * from items where id = $1";
    expect(Object.keys((await client.query<Record<string, unknown>>(text, [8])).rows[0]!)).not.toContain("extra");
    await client.exec("alter table items add column extra text default 'new'");
    const prepared = stats.prepared;
    expect((await client.query<Record<string, unknown>>(text, [8])).rows[0]).toMatchObject({ id: 8, extra: "new" });
    expect(stats.prepared).toBe(prepared + 1);
  });

  it("keeps at most its bound, closing the least recently used", async () => {
    for (let index = 0; index < 8; index++) await client.query(`select ${index} as n, id from items where id = $1`, [index + 1]);
    expect(stats.size).toBeLessThanOrEqual(5);
    expect(stats.closed).toBeGreaterThan(0);
    // The database holds exactly what the cache names (the catalog query is itself one of them).
    const names = await preparedNames();
    expect(names.length).toBe(stats.size);
    // An evicted text is prepared again and still answers.
    expect((await client.query("select 0 as n, id from items where id = $1", [1])).rows).toEqual([{ n: 0, id: 1 }]);
  });

  it("waits for a transaction instead of running inside it, and many calls at once each get their own answer", async () => {
    let inside = 0;
    const transaction = client.transaction(async (tx) => {
      await tx.query("update items set name = 'in transaction' where id = 50");
      await new Promise((resolve) => setTimeout(resolve, 50));
      inside = (await tx.query<{ name: string }>("select name from items where id = 50")).rows.length;
      throw new Error("roll back");
    });
    const outside = client.query<{ name: string }>("select name from items where id = $1", [50]);
    await expect(transaction).rejects.toThrow("roll back");
    expect(inside).toBe(1);
    expect((await outside).rows).toEqual([{ name: "item 50" }]);

    const ids = Array.from({ length: 60 }, (_, index) => index + 1);
    const answers = await Promise.all(ids.map((id) => client.query<{ id: number }>("select id from items where id = $1", [id])));
    expect(answers.map((answer) => answer.rows[0]!.id)).toEqual(ids);
  });
});
