import type { FastifyInstance } from "fastify";
import { badRequest } from "../errors";

/**
 * How deep a body or query may nest. Ponder's deepest body is two levels; 32 leaves room
 * and keeps every later walk (zod, presenters, logging) far from the stack's limit: a body
 * nested 10,000 deep overflowed the old recursive walk here (issue 9).
 */
export const MAX_BODY_DEPTH = 32;

type Finding = { kind: "nul" | "surrogate"; path: string } | { kind: "depth" };

/**
 * A UTF-16 surrogate with no partner. In a `u` regex a well-formed pair is one code point, so
 * only lone halves match. UTF-8 cannot encode them: the database driver silently stored
 * U+FFFD instead, so a title of "\ud800" became a title of U+FFFD (issue 9 probe).
 */
const LONE_SURROGATE = /\p{Surrogate}/u;

/**
 * The first string holding a NUL character, or a nesting deeper than MAX_BODY_DEPTH, in
 * document order. Iterative: the walk itself uses no stack however deep the value goes.
 */
function inspect(value: unknown): Finding | null {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: "", depth: 0 }];
  while (pending.length > 0) {
    const { value: item, path, depth } = pending.pop()!;
    if (typeof item === "string") {
      if (item.includes("\u0000")) return { kind: "nul", path };
      if (LONE_SURROGATE.test(item)) return { kind: "surrogate", path };
      continue;
    }
    if (!item || typeof item !== "object") continue;
    if (depth >= MAX_BODY_DEPTH) return { kind: "depth" };
    const entries = Array.isArray(item) ? item.map((child, index) => [String(index), child] as const) : Object.entries(item);
    // Pushed in reverse, so children are looked at in order and the first NUL is reported.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index]!;
      pending.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return null;
}

/** The 400's message for a string with a lone surrogate. */
export const LONE_SURROGATE_MESSAGE = "Text must not contain broken characters (an unpaired UTF-16 surrogate)";

/**
 * PostgreSQL text cannot hold NUL characters: a string with one would fail in the database
 * as a 500, and one with a lone surrogate would be stored altered. Every body and query
 * string is checked once here, before anything else walks it, and refused with a 400, as
 * is one nested deeper than MAX_BODY_DEPTH.
 */
export function registerNulCheck(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    for (const value of [request.body, request.query]) {
      const finding = inspect(value);
      if (finding?.kind === "depth") throw badRequest(`Request body must not be nested more than ${MAX_BODY_DEPTH} levels deep`);
      if (finding?.kind === "nul") throw badRequest("Text must not contain NUL characters", finding.path || undefined);
      if (finding?.kind === "surrogate") throw badRequest(LONE_SURROGATE_MESSAGE, finding.path || undefined);
    }
  });
}
