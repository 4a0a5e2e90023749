import { parse, protocol, types, type PGlite, type QueryOptions, type Results } from "@electric-sql/pglite";

/**
 * Statements PGlite keeps prepared, at most (least recently used ones are closed past it).
 * The app's statements are a few hundred texts (an `in ($1, ..., $n)` list is one text per
 * length); a search's or an admin's odd statement pushes out only the oldest.
 */
export const MAX_PREPARED_STATEMENTS = 1_000;

type BackendMessage = Awaited<ReturnType<PGlite["execProtocolStream"]>>[number];

/** PostgreSQL's "cached plan must not change result type": a table it reads changed shape. */
const PLAN_CHANGED = "0A000";

interface Prepared {
  name: string;
  /** The parameters' types, as PostgreSQL inferred them (for the serializers). */
  types: number[];
  /** The columns it returns, said once at prepare (a Bind and Execute alone do not repeat it). */
  rowDescription: BackendMessage | undefined;
}

export interface PreparedStatementStats {
  prepared: number;
  reused: number;
  closed: number;
  size: number;
}

type Parser = (value: string, typeId?: number) => unknown;

/**
 * The rows of one statement's answer, as PGlite's own `parseResults` makes them (same parsers,
 * same precedence: the call's own, the client's, the defaults; the same `rowMode`, `command`,
 * `affectedRows` and `rowCount`), without its copy of the whole parser table on every call
 * (Drizzle passes its own parsers each time, and PGlite merged them into a copy of its table
 * of some hundred types: a tenth of the event loop's time on the long tail, issue 22).
 */
export function resultsOf<T>(messages: BackendMessage[], clientParsers: Record<number, Parser>, options?: QueryOptions): Results<T> {
  let fields: Array<{ name: string; dataTypeID: number }> = [];
  let parsers: Array<Parser | undefined> = [];
  const rows: unknown[] = [];
  const arrays = options?.rowMode === "array";
  const own = options?.parsers as Record<number, Parser> | undefined;
  const defaults = types.parsers as unknown as Record<number, Parser>;
  for (const message of messages) {
    if (message.name === "rowDescription") {
      fields = (message as unknown as { fields: Array<{ name: string; dataTypeID: number }> }).fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID }));
      parsers = fields.map((field) => own?.[field.dataTypeID] ?? clientParsers[field.dataTypeID] ?? defaults[field.dataTypeID]);
    } else if (message.name === "dataRow") {
      const values = (message as unknown as { fields: Array<string | null> }).fields;
      if (arrays) {
        rows.push(values.map((value, index) => (value === null ? null : parsers[index] ? parsers[index]!(value, fields[index]!.dataTypeID) : value)));
      } else {
        const row: Record<string, unknown> = {};
        for (let index = 0; index < values.length; index++) {
          const value = values[index]!;
          row[fields[index]!.name] = value === null ? null : parsers[index] ? parsers[index]!(value, fields[index]!.dataTypeID) : value;
        }
        rows.push(row);
      }
    } else if (message.name === "commandComplete") {
      const words = (message as unknown as { text: string }).text.split(" ");
      const command = words[0]!;
      const count = parseInt(words[words.length - 1]!, 10);
      const affectedRows = ["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"].includes(command) ? count : 0;
      return { rows, fields, command, affectedRows, ...(Number.isNaN(count) ? {} : { rowCount: count }) } as unknown as Results<T>;
    }
  }
  return { affectedRows: 0, rows: [], fields: [] } as unknown as Results<T>;
}

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/**
 * Makes PGlite's `query` (the one Drizzle calls outside transactions) keep each statement
 * prepared under a name, so PostgreSQL parses and plans a text once, not on every call.
 *
 * PGlite's own `query` sends an unnamed statement every time: Parse, Describe, Bind, Describe,
 * Execute and Sync, six trips into the database, and PostgreSQL plans the statement again
 * at each (about 1 ms of a question page's few statements on this machine). A named statement
 * is parsed once; PostgreSQL plans its first five runs for their values and then keeps a
 * generic plan when that costs no more (`plan_cache_mode` auto), and each later call is one
 * trip: Bind, Execute, Sync. Measured on the long tail of question pages (issue 22), the event
 * loop's share of a page fell from 4.7 to 3.7 ms.
 *
 * The same rules as PGlite's `query` otherwise: it waits for any transaction and any other
 * query (its two locks), parses rows with the same parsers and options, and syncs the file
 * system after. Queries inside a transaction (`transaction(tx => tx.query(...))`), and those
 * that pass a blob or their own parameter types, go through PGlite's own path unchanged.
 * A statement whose tables changed shape (a migration) is prepared again, once.
 */
export function keepStatementsPrepared(client: PGlite, max = MAX_PREPARED_STATEMENTS): PreparedStatementStats {
  const { serialize } = protocol;
  const statements = new Map<string, Prepared>();
  const stats: PreparedStatementStats = { prepared: 0, reused: 0, closed: 0, size: 0 };
  const original = client.query.bind(client);
  let counter = 0;
  const exec = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });

  /** Ends an extended-protocol exchange (Sync), and returns what the database said meanwhile. */
  const sync = async (): Promise<BackendMessage[]> => exec(serialize.sync());

  const prepare = async (text: string): Promise<Prepared> => {
    const name = `ponder_${++counter}`;
    let messages: BackendMessage[] = [];
    try {
      messages = await exec(concat(serialize.parse({ name, text }), serialize.describe({ type: "S", name })));
    } finally {
      messages.push(...(await sync()));
    }
    const prepared = { name, types: parse.parseDescribeStatementResults(messages), rowDescription: messages.find((message) => message.name === "rowDescription") };
    stats.prepared++;
    statements.set(text, prepared);
    while (statements.size > max) {
      const [oldest, evicted] = statements.entries().next().value as [string, Prepared];
      statements.delete(oldest);
      await exec(concat(serialize.close({ type: "S", name: evicted.name }), serialize.sync()));
      stats.closed++;
    }
    stats.size = statements.size;
    return prepared;
  };

  const run = async <T>(text: string, params: unknown[], options: QueryOptions | undefined, prepared: Prepared): Promise<Results<T>> => {
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = prepared.types[index]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    let messages: BackendMessage[];
    try {
      messages = await exec(concat(serialize.bind({ statement: prepared.name, values }), serialize.execute({}), serialize.sync()));
    } catch (error) {
      // The database stops at the error and skips to the Sync already sent: nothing to end.
      throw Object.assign(error as Error, { query: text, params });
    }
    if (prepared.rowDescription) messages.unshift(prepared.rowDescription);
    await client.syncToFs();
    return resultsOf<T>(messages, client.parsers as Record<number, Parser>, options);
  };

  client.query = async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (options?.blob || options?.paramTypes) return original<T>(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        let prepared = statements.get(text);
        if (prepared) {
          stats.reused++;
          // Least recently used last out: a statement in use moves to the end.
          statements.delete(text);
          statements.set(text, prepared);
        } else prepared = await prepare(text);
        try {
          return await run<T>(text, params, options, prepared);
        } catch (error) {
          if ((error as { code?: string }).code !== PLAN_CHANGED) throw error;
          statements.delete(text);
          await exec(concat(serialize.close({ type: "S", name: prepared.name }), serialize.sync()));
          return run<T>(text, params, options, await prepare(text));
        }
      }),
    );
  } as PGlite["query"];
  return stats;
}
