import { z } from "zod";

/**
 * The largest PostgreSQL `integer` (serial ids are of that type). A larger id names
 * nothing, and sent to the database it fails as a 500 (issue 9): every schema stops it first.
 */
export const MAX_DB_ID = 2_147_483_647;

const bodyId = (message: string) => z.number({ error: message }).int(message).min(1, message).max(MAX_DB_ID, message);

/** A numeric id in a JSON body, within 1..MAX_DB_ID: `idSchema("questionId", "question")`. */
export const idSchema = (field: string, kind: string) => bodyId(`${field} must be a ${kind} id`);

/** A list of at most `max` numeric ids in a JSON body: `idListSchema("topicIds", "topic", 10, "Choose at most 10 topics")`. */
export const idListSchema = (field: string, kind: string, max: number, tooMany: string) => {
  const message = `${field} must be a list of ${kind} ids`;
  return z.array(bodyId(message), { error: message }).max(max, tooMany);
};

/**
 * A numeric id written as text (path, query string): digits only, within 1..MAX_DB_ID.
 * Stricter than z.coerce.number, which reads "0x10", "1e3" and " 7 " as ids.
 */
export const idTextSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, "Not a valid id")
  .transform(Number)
  .pipe(z.number().max(MAX_DB_ID, "Not a valid id"));

/** Numeric id in a path (questions, answers, comments, topics). Anything else is a 404. */
export const numericIdParamSchema = z.object({ id: idTextSchema });

/** A member's id in a path. Anything else is a 404. */
export const userIdParamSchema = z.object({ id: z.uuid() });

/** `limit` of a paginated list's query string: 1..max, `fallback` when absent. */
export const pageLimitSchema = (max: number, fallback: number) =>
  z.coerce
    .number({ error: `limit must be between 1 and ${max}` })
    .int(`limit must be between 1 and ${max}`)
    .min(1, `limit must be between 1 and ${max}`)
    .max(max, `limit must be between 1 and ${max}`)
    .default(fallback);

/** `cursor` of a paginated list's query string: opaque text the keyset codec reads (server/lib/keyset.ts). */
export const cursorQuerySchema = z.string().max(600, "Invalid cursor").optional();
