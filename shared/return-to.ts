/**
 * Where sign-in returns a member to: the one owner of the rule (the sign-in page, the
 * signed-in redirect and the OpenID Connect round trip all ask it).
 *
 * Only a path on this site is accepted: it starts with one "/", has no backslash, no control
 * character and no scheme, and stays so however often it is percent-decoded (browsers treat
 * "\" like "/", so "/\evil.example" and "/%5Cevil.example" would leave the site). The API and
 * the sign-in pages themselves are refused too (a loop, or a sign-out). Anything else is
 * null: the caller goes home.
 */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > RETURN_TO_MAX) return null;
  let decoded = value;
  // Decoded until it stops changing (at most a few rounds): "%252F" is "%2F" is "/".
  for (let round = 0; round < 4; round += 1) {
    if (!isPlainPath(decoded)) return null;
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return null;
    }
    if (next === decoded) break;
    decoded = next;
  }
  if (!isPlainPath(decoded)) return null;
  let url: URL;
  try {
    url = new URL(value, "http://ponder.invalid");
  } catch {
    return null;
  }
  if (url.origin !== "http://ponder.invalid") return null;
  const path = url.pathname;
  if (/^\/api(\/|$)/i.test(path) || /^\/(auth|login|register|admin\/login)\/?$/i.test(path)) return null;
  return `${path}${url.search}${url.hash}`;
}

/** The longest return path kept (a question page's path with a query is far shorter). */
export const RETURN_TO_MAX = 500;

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
