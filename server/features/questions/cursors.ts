import { badRequest } from "../../errors";

/**
 * Keyset cursors: the sort values of the last item of a page, opaque to clients.
 * A list sorted by (value desc, id desc) continues after (value, id).
 */
export function encodeKeyCursor(value: number | string, id: number): string {
  return Buffer.from(JSON.stringify([value, id])).toString("base64url");
}

export function decodeKeyCursor<T extends number | string>(cursor: string, kind: "number" | "date" | "string"): { value: T; id: number } {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(parsed) && parsed.length === 2 && Number.isInteger(parsed[1])) {
      const [value, id] = parsed as [unknown, number];
      if (kind === "number" && typeof value === "number" && Number.isFinite(value)) return { value: value as T, id };
      if (kind === "date" && typeof value === "string" && !Number.isNaN(Date.parse(value))) return { value: value as T, id };
      if (kind === "string" && typeof value === "string") return { value: value as T, id };
    }
  } catch {
    // fall through to the error below
  }
  throw badRequest("Invalid cursor", "cursor");
}

/** Date-ordered cursors (createdAt desc, id desc). */
export function encodeCursor(createdAt: Date, id: number): string {
  return encodeKeyCursor(createdAt.toISOString(), id);
}

export function decodeCursor(cursor: string): { createdAt: Date; id: number } {
  const { value, id } = decodeKeyCursor<string>(cursor, "date");
  return { createdAt: new Date(value), id };
}

/** Cursors of lists ordered by id alone (id desc): notifications, messages. */
export function encodeIdCursor(id: number): string {
  return encodeKeyCursor(id, id);
}

export function decodeIdCursor(cursor: string): number {
  return decodeKeyCursor<number>(cursor, "number").id;
}
