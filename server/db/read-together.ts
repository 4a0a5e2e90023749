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
