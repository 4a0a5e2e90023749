import { z } from "zod";
import { ERROR_IDS, type ApiErrorBody } from "./errors";

// Response schemas describe the JSON the client receives. The server serialises every reply
// with its route's schema (fastify-type-provider-zod encodes, then JSON.stringify), so a field
// a schema does not name never leaves the server. Types for the client are z.input of these
// schemas (the wire form); handlers may return z.output (e.g. a Date where the wire has a string).

/**
 * A moment in time: an ISO 8601 string on the wire. Handlers may hand it drizzle's Date or an
 * ISO string already made by a presenter; both go out as the string.
 */
export const dateTimeSchema = z.codec(z.string(), z.union([z.string(), z.date()]), {
  decode: (text) => text,
  encode: (value) => (value instanceof Date ? value.toISOString() : value),
});

/** One page of a keyset list; pass nextCursor back as `cursor` for the next one. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    /** The page's items, in the list's order. */
    items: z.array(item),
    /** The cursor of the next page; null on the last page. */
    nextCursor: z.string().nullable(),
  });

/** The body of every error reply (4xx and 5xx), as plugins/errors.ts sends it. */
export const apiErrorBodySchema = z.object({
  /** Stable error id (ERROR_IDS). */
  error: z.enum(Object.values(ERROR_IDS) as [ApiErrorBody["error"], ...ApiErrorBody["error"][]]),
  /** A message the client may show as it is. */
  message: z.string(),
  /** For validation errors: the first field that is wrong. */
  field: z.string().optional(),
  /** For privilege_required: the privilege the action needs and the reputation it takes. */
  privilege: z.string().optional(),
  required: z.number().int().optional(),
}) satisfies z.ZodType<ApiErrorBody>;

/** A reply with no body (204, or a redirect whose Location header is the answer). */
export const noContentSchema = z.void();

/** An unread count (notifications, or messages over all conversations). */
export const unreadCountSchema = z.object({ count: z.number() });

/** `{ ok: true }`: a command that has nothing else to say. */
export const okSchema = z.object({ ok: z.literal(true) });
