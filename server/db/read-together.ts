import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { createBatcher, type Batcher } from "../lib/batcher";
import type { Db } from "./client";

/** At most this many reads share one statement (each a page's keys: tens of them). */
const READS_PER_STATEMENT = 32;

/**
 * A read by keys whose calls of the moment go together (issue 22: a page not in the cache):
 * calls made while a read runs on a database share the next statement (the group commit's
 * batcher, decision 035), with every key asked; each call gets the rows of its own keys, in the
 * statement's order, as its own copies. A call never joins a read already running, so it sees
 * every write made before it. `fetch` selects the rows of some keys; `keyOf` names a row's key.
 */
export function readTogether<Key extends string | number, Row extends object>(
  fetch: (db: Db, keys: Key[]) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
): (db: Db, keys: readonly Key[]) => Promise<Row[]> {
  const readers = new WeakMap<Db, Batcher<Set<Key>, Row[]>>();
  return async (db, keys) => {
    const asked = new Set(keys);
    if (!asked.size) return [];
    let read = readers.get(db);
    if (!read) {
      read = createBatcher(
        async (calls: Set<Key>[]) => {
          const rows = await fetch(db, [...new Set(calls.flatMap((call) => [...call]))]);
          return calls.map((call) => ({ ok: true as const, value: rows.filter((row) => call.has(keyOf(row))).map((row) => ({ ...row })) }));
        },
        { max: READS_PER_STATEMENT },
      );
      readers.set(db, read);
    }
    return read(asked);
  };
}

/** A parent's first page: its id, an id to leave out (0: none), and how many rows the page shows. */
export interface FirstPage {
  parent: number;
  except?: number;
  limit: number;
}

/**
 * The first page of rows under each of several parents (a question's answers, its comments),
 * `limit` rows and one more each so the caller can tell whether a next page exists, read with
 * the other pages' of the moment: one statement for every page of a limit, a lateral join over
 * the parents' ids, each page read through its own index as alone. `where` gets the SQL of the
 * page's parent id and of the id to leave out; `orderBy` is the page's order in SQL and
 * `compare` the same order in code (rows come back in it). Each call gets its own page's rows.
 */
export function readFirstPages<TTable extends PgTable>(options: {
  table: TTable;
  where: (parent: SQL, except: SQL) => SQL | undefined;
  orderBy: SQL[];
  compare: (a: TTable["$inferSelect"], b: TTable["$inferSelect"]) => number;
}): (db: Db, page: FirstPage) => Promise<TTable["$inferSelect"][]> {
  type Row = TTable["$inferSelect"];
  const read = readTogether(
    async (db: Db, keys: string[]) => {
      const byLimit = new Map<number, [number, number][]>();
      for (const key of keys) {
        const [parent, except, limit] = key.split(":").map(Number) as [number, number, number];
        byLimit.set(limit, [...(byLimit.get(limit) ?? []), [parent, except]]);
      }
      const pages = await Promise.all(
        [...byLimit].map(async ([limit, parents]) => {
          const page = db
            .select()
            .from(options.table as PgTable)
            .where(options.where(sql`p.parent_id`, sql`p.skip_id`))
            .orderBy(...options.orderBy)
            .limit(limit + 1)
            .as("first_page");
          const fields = Object.fromEntries(Object.keys(getTableColumns(options.table)).map((name) => [name, page[name as keyof typeof page]]));
          const rows = await db
            .select({ key: sql<string>`p.parent_id || ':' || p.skip_id || ':' || ${limit}::int`, row: fields as unknown as Record<string, SQL> })
            .from(sql`unnest(array[${sql.join(parents.map(([parent]) => sql`${parent}`), sql`, `)}]::int[], array[${sql.join(parents.map(([, except]) => sql`${except}`), sql`, `)}]::int[]) as p(parent_id, skip_id)`)
            .innerJoinLateral(page, sql`true`);
          return rows.map(({ key, row }) => ({ key: String(key), row: row as Row }));
        }),
      );
      const rows = pages.flat();
      rows.sort((a, b) => options.compare(a.row, b.row));
      return rows;
    },
    (row) => row.key,
  );
  return async (db, page) => (await read(db, [`${page.parent}:${page.except ?? 0}:${page.limit}`])).map(({ row }) => row);
}
