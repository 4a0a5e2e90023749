/**
 * Where sign-in returns a member to: the one owner of the rule (the sign-in page, the
 * signed-in redirect and the OpenID Connect round trip all ask it).
 *
 * Decoded, normalised, then judged. The value is percent-decoded until it stops changing
 * (a value still encoded after a few rounds is refused: nobody writes that), and every form
 * on the way must be a plain path: one leading "/", no backslash, no control character or
 * whitespace (browsers treat "\" like "/" and drop tabs and newlines, so "/\evil.example"
 * and "/%5Cevil.example" would leave the site). Dot segments are refused in any encoding:
 * a URL parser resolves them, and "/.//evil.example" or "/%2e%2e//evil.example" resolves to
 * "//evil.example", another site. What the URL parser then makes of the value is judged
 * again the same way, and the API and the sign-in pages themselves are refused too (a loop,
 * or a sign-out). Anything else is null: the caller goes home.
 */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > RETURN_TO_MAX) return null;
  if (!decodesToPlainPath(value)) return null;
  let url: URL;
  try {
    url = new URL(value, "http://ponder.invalid");
  } catch {
    return null;
  }
  if (url.origin !== "http://ponder.invalid") return null;
  const path = url.pathname;
  // Judged as the server routes it: decoded ("/%61pi/logout" is "/api/logout", a sign-out).
  const routed = fullyDecoded(path);
  if (routed === null || refusedTarget(path) || refusedTarget(routed)) return null;
  const result = `${path}${url.search}${url.hash}`;
  return decodesToPlainPath(result) ? result : null;
}

/** The API (a sign-out is a GET there) and the sign-in pages themselves (a loop). */
const refusedTarget = (path: string) => /^\/api(\/|$)/i.test(path) || /^\/(auth|login|register|admin\/login)\/?$/i.test(path);

/** The text percent-decoded until it stops changing (null when it never does, or cannot be). */
const fullyDecoded = (text: string): string | null => decodings(text)?.at(-1) ?? null;

/** The longest return path kept (a question page's path with a query is far shorter). */
export const RETURN_TO_MAX = 500;

/** Rounds of percent-decoding a value may need ("%252F" is "%2F" is "/": two). */
const DECODING_ROUNDS = 3;

/** "." or ".." as a whole segment of the path (or of a path-like query), before "/", "?", "#" or the end. */
const DOT_SEGMENT = /(^|\/)\.{1,2}(?=[/?#]|$)/;

/**
 * Every form percent-decoding makes of the text, the text first, up to the one that no longer
 * changes; null when a form cannot be decoded or the forms do not settle within the rounds.
 */
function decodings(text: string): string[] | null {
  const forms = [text];
  for (let round = 0; round <= DECODING_ROUNDS; round += 1) {
    const last = forms.at(-1)!;
    let next: string;
    try {
      next = decodeURIComponent(last);
    } catch {
      return null;
    }
    if (next === last) return forms;
    forms.push(next);
  }
  return null;
}

/** Whether the text, and every form percent-decoding makes of it, is a plain path without dot segments. */
const decodesToPlainPath = (text: string): boolean => decodings(text)?.every((form) => isPlainPath(form) && !DOT_SEGMENT.test(form)) ?? false;

function isPlainPath(text: string): boolean {
  if (!text.startsWith("/") || text.startsWith("//")) return false;
  // Backslashes, control characters and whitespace (browsers strip tabs and newlines from URLs).
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f\s]/.test(text)) return false;
  return true;
}

/** `/auth?next=…` for a sign-in that should come back to `path` (when it is acceptable). */
export function signInPath(path: string, base = "/auth"): string {
  const next = safeReturnTo(path);
  return next && next !== "/" ? `${base}?next=${encodeURIComponent(next)}` : base;
}
