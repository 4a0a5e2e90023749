// Keyset pagination for every list of the app: one cursor codec and one page builder.
//
// A cursor is the sort key of the last row of a page (its sort values and its id), as
// base64url JSON, opaque to clients. Clients can send anything back, so a cursor is read
// like a body: each part is checked against the type and range of the column it is
// compared with, and anything else is a 400 "Invalid cursor" before it reaches SQL. A
// year-0 date, an id above 2^31 or a fraction for an integer column failed in PostgreSQL
// as a 500 on about 30 lists (issue 9).
import { and, eq, gt, lt, or, type AnyColumn, type SQL } from "drizzle-orm";
import { MAX_DB_ID } from "@shared/ids";
import type { Page } from "@shared/questions";
import { badRequest } from "../errors";

/** One part of a sort key: how it is written into a cursor and read back (undefined: invalid). */
export interface KeyPart<T> {
  write(value: T): string | number;
  read(raw: unknown): T | undefined;
}

const integerIn = (min: number, max: number): KeyPart<number> => ({
  write: (value) => value,
  read: (raw) => (typeof raw === "number" && Number.isInteger(raw) && raw >= min && raw <= max ? raw : undefined),
});

/**
 * Dates as `toISOString` writes them, within years 1970..9999: both JavaScript and
 * PostgreSQL read those, and no row of Ponder is dated outside them. (JavaScript takes
 * year 0 and ±275760, which PostgreSQL refuses.)
 */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const EARLIEST = Date.UTC(1970, 0, 1);

/** The kinds of sort values, each bounded by the column it is compared with. */
export const key = {
  /** A serial id (PostgreSQL integer): 1..2^31-1. */
  id: integerIn(1, MAX_DB_ID),
  /** An integer column (counters, scores, priorities) within these bounds; int4 by default. */
  int: (min = -MAX_DB_ID - 1, max = MAX_DB_ID) => integerIn(min, max),
  /** A float8 sort value (ranks, hot scores): any finite number. */
  float: { write: (value: number) => value, read: (raw: unknown) => (typeof raw === "number" && Number.isFinite(raw) ? raw : undefined) } as KeyPart<number>,
  /** A timestamp. */
  date: {
    write: (value: Date) => value.toISOString(),
    read: (raw: unknown) => {
      if (typeof raw !== "string" || !ISO_DATE.test(raw)) return undefined;
      const time = Date.parse(raw);
      // Read back exactly as written: no 30th of February rolling over into March.
      if (Number.isNaN(time) || time < EARLIEST || new Date(time).toISOString() !== raw) return undefined;
      return new Date(time);
    },
  } as KeyPart<Date>,
  /**
   * A fixed word naming the order a cursor was made for ("newest"): a cursor of one order is
   * then an invalid cursor for another whose key has the same shape.
   */
  tag: <const T extends string>(word: T): KeyPart<T> => ({ write: (value) => value, read: (raw) => (raw === word ? word : undefined) }),
  /** A member's id. */
  uuid: {
    write: (value: string) => value,
    read: (raw: unknown) => (typeof raw === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(raw) ? raw : undefined),
  } as KeyPart<string>,
  /** Text (a name to sort by), at most `max` characters, without NUL (PostgreSQL text cannot hold it). */
  text: (max: number): KeyPart<string> => ({
    write: (value) => value,
    read: (raw) => (typeof raw === "string" && raw.length <= max && !raw.includes("\u0000") ? raw : undefined),
  }),
};

type ValuesOf<P extends readonly KeyPart<unknown>[]> = { -readonly [K in keyof P]: P[K] extends KeyPart<infer T> ? T : never };

/** The cursor codec of one list's sort key: `keyset(key.date, key.id)` for (createdAt, id). */
export interface Keyset<V extends unknown[]> {
  encode(...values: V): string;
  /** The sort key in a client's cursor; a 400 naming `cursor` when it is not one of this list's. */
  decode(cursor: string): V;
}

export function keyset<const P extends readonly KeyPart<unknown>[]>(...parts: P): Keyset<ValuesOf<P>> {
  const typed = parts as unknown as readonly KeyPart<unknown>[];
  return {
    encode: (...values) => Buffer.from(JSON.stringify(typed.map((part, index) => part.write(values[index])))).toString("base64url"),
    decode(cursor) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
      } catch {
        throw invalidCursor();
      }
      if (!Array.isArray(parsed) || parsed.length !== typed.length) throw invalidCursor();
      return typed.map((part, index) => {
        const value = part.read(parsed[index]);
        if (value === undefined) throw invalidCursor();
        return value;
      }) as ValuesOf<P>;
    },
  };
}

const invalidCursor = () => badRequest("Invalid cursor", "cursor");

/** The (createdAt, id) key most lists page by. */
export const dateKeyset = keyset(key.date, key.id);

/** The key of lists ordered by id alone (notifications, messages). */
export const idKeyset = keyset(key.id);

/**
 * The keyset condition: rows that come after the key (a, b) in the order (first, second),
 * both descending (the default) or both ascending.
 */
export function keyAfter(columns: readonly [AnyColumn, AnyColumn], values: readonly [unknown, unknown], direction: "asc" | "desc" = "desc"): SQL {
  const beyond = direction === "desc" ? lt : gt;
  const [first, second] = columns;
  return or(beyond(first, values[0]), and(eq(first, values[0]), beyond(second, values[1])))!;
}

/** keyAfter for a (createdAt, id) cursor from a client; no condition without a cursor. */
export function afterDateCursor(createdAt: AnyColumn, id: AnyColumn, cursor: string | undefined, direction: "asc" | "desc" = "desc"): SQL | undefined {
  return cursor ? keyAfter([createdAt, id], dateKeyset.decode(cursor), direction) : undefined;
}

/**
 * One page of rows fetched with `limit + 1`: the extra row only tells that there is more,
 * and the next cursor is the key of the page's last row.
 */
export function pageOf<T>(rows: T[], limit: number, cursorOf: (last: T) => string): Page<T> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last !== undefined ? cursorOf(last) : null };
}
