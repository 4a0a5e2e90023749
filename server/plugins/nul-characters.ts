import type { FastifyInstance } from "fastify";
import { badRequest } from "../errors";

/** The path of the first string holding a NUL character, or null. */
function findNul(value: unknown, path: string): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const found = findNul(item, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold NUL characters: a string with one would fail in the database
 * as a 500. Every body and query string is checked once here and refused with a 400.
 */
export function registerNulCheck(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    const field = findNul(request.body, "") ?? findNul(request.query, "");
    if (field !== null) throw badRequest("Text must not contain NUL characters", field || undefined);
  });
}
