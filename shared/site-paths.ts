// Which paths are pages of this site (issue 13): the one list the server (HTTP 404 for a path
// that truly does not exist, a sign-in redirect for a visitor at a member's page) and the
// client router (client/src/app/router.tsx) both read, so they never disagree.
import { answerSorts } from "./lists";
import { LOCALES } from "./locales";
import { HELP_CATEGORIES } from "./help";

/** The content pages of the footer (client/src/pages/info.tsx), by their path's one segment. */
export const INFO_SLUGS = [
  "careers",
  "press",
  "blog",
  "investors",
  "safety",
  "community-guidelines",
  "report",
  "cookie-policy",
  "copyright",
  "accessibility",
  "mobile",
  "developers",
  "status",
] as const;
export type InfoSlug = (typeof INFO_SLUGS)[number];

/** A path without its query, hash and trailing slashes ("/" stays "/"). */
export function normalizePath(pathname: string): string {
  return pathname.split(/[?#]/)[0]!.replace(/\/+$/, "") || "/";
}

/** The footer content page at this path, or null. */
export function infoSlugOf(pathname: string): InfoSlug | null {
  const path = normalizePath(pathname);
  const slug = path.slice(1);
  return (INFO_SLUGS as readonly string[]).includes(slug) ? (slug as InfoSlug) : null;
}

const SEGMENT = "[^/]+";
const pattern = (route: string) => new RegExp(`^${route.replace(/:[a-z]+/gi, () => SEGMENT)}$`);

/** Pages anyone may open, signed in or not (spec 2.1 plus the footer's content pages). */
export const PUBLIC_ROUTES = [
  "/",
  "/auth",
  "/login",
  "/register",
  "/admin",
  "/admin/login",
  "/verify-email",
  "/reset-password",
  "/confirm-email",
  "/questions/:id",
  "/questions/:id/revisions",
  "/search",
  "/business",
  "/ponder-plus",
  "/about",
  "/contact",
  "/privacy",
  "/terms",
  "/help",
  ...INFO_SLUGS.map((slug) => `/${slug}`),
] as const;

/** Pages only a member sees (spec 2.1): a visitor is asked to sign in and brought back. */
export const MEMBER_ROUTES = [
  "/onboarding",
  "/trending",
  "/users",
  "/following",
  "/topics/:id",
  "/profile",
  "/profile/:id",
  "/profile/:id/edit",
  "/profile/:id/settings",
  "/settings",
  "/spaces",
  "/spaces/:id",
  "/bookmarks",
  "/drafts",
  "/review",
  "/messages",
  "/messages/:id",
  "/notifications",
  "/ads/create",
  "/monetization",
  "/content-stats",
  "/languages",
] as const;

const PUBLIC_PATTERNS = PUBLIC_ROUTES.map(pattern);
const MEMBER_PATTERNS = MEMBER_ROUTES.map(pattern);

/** "public": a page for everyone; "member": a member's page; "unknown": no such page (404). */
export type PathKind = "public" | "member" | "unknown";

export function pathKind(pathname: string): PathKind {
  const path = normalizePath(pathname);
  if (PUBLIC_PATTERNS.some((re) => re.test(path))) return "public";
  if (MEMBER_PATTERNS.some((re) => re.test(path))) return "member";
  return "unknown";
}

/** A query parameter's value as the page reads it, or null when the page ignores this value (an unknown sort, a made-up language). */
type ParamRule = (value: string) => string | null;
const anyText: ParamRule = (value) => value;
const digits: ParamRule = (value) => (/^\d{1,10}$/.test(value) ? String(Number(value)) : null);
const oneOf =
  (values: readonly string[], unless?: string): ParamRule =>
  (value) =>
    values.includes(value) && value !== unless ? value : null;

/** Every page reads the language (`?hl=`, server/plugins/locale.ts). */
const EVERY_PAGE: Record<string, ParamRule> = { hl: oneOf(LOCALES) };
const SIGN_IN: Record<string, ParamRule> = { next: anyText, error: anyText, second_factor: oneOf(["1"]) };
const TOKEN: Record<string, ParamRule> = { token: anyText };

/**
 * The query parameters each page reads, in the browser (client/src: `useSearch`,
 * `location.search`) or when the server renders it (shared/boot.ts, shared/page-title.ts), and
 * the values it tells apart (for a visitor or a member). Every other parameter (`utm_*`, `fbclid`, `gclid`, a parameter
 * another page reads, anything made up) and every value a page ignores shows the same page,
 * so none is part of the address the page is rendered and kept under (issue 20: each made a
 * cache entry). `site-paths.test.ts` fails when the client reads a parameter not listed here.
 */
function pageParams(path: string, member: boolean): Record<string, ParamRule> {
  // A draft is a member's own (the answer composer opens it); a visitor's page has none.
  if (/^\/questions\/[^/]+$/.test(path)) return { ...EVERY_PAGE, sort: oneOf(answerSorts, "votes"), ...(member ? { draft: digits } : {}) };
  if (/^\/questions\/[^/]+\/revisions$/.test(path)) return { ...EVERY_PAGE, answer: digits };
  if (path === "/search") return { ...EVERY_PAGE, q: anyText, type: anyText };
  if (path === "/help") return { ...EVERY_PAGE, category: oneOf(HELP_CATEGORIES) };
  if (["/auth", "/login", "/register", "/admin/login", "/onboarding"].includes(path)) return { ...EVERY_PAGE, ...SIGN_IN };
  if (["/reset-password", "/verify-email", "/confirm-email"].includes(path)) return { ...EVERY_PAGE, ...TOKEN };
  return EVERY_PAGE;
}

/** Every parameter some page reads (for the test that the client reads no other). */
export const PAGE_QUERY_PARAMS: readonly string[] = ["hl", "sort", "draft", "answer", "q", "type", "next", "error", "second_factor", "token", "category"];

/** A page's numeric id without leading zeros, a member's id in lower case: one address per thing. */
const canonicalSegment = (segment: string) =>
  /^\d{1,10}$/.test(segment) ? String(Number(segment)) : /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(segment) ? segment.toLowerCase() : segment;

/**
 * The one address of a page: its path without trailing or doubled slashes, ids written one way,
 * and only the query parameters that page reads with values it tells apart, sorted by name
 * (the order of a parameter's values kept). Two addresses with the same canonical form show the
 * same page: it is rendered from this one and kept under it.
 */
export function canonicalPageUrl(url: string, viewer: "visitor" | "member" = "member"): string {
  const at = url.indexOf("?");
  const pathname = (at === -1 ? url : url.slice(0, at)).replace(/#.*$/, "");
  const path = (pathname.replace(/\/{2,}/g, "/").replace(/\/+$/, "") || "/").split("/").map(canonicalSegment).join("/");
  if (at === -1) return path;
  const rules = pageParams(path, viewer === "member");
  const params = new URLSearchParams(url.slice(at + 1).replace(/#.*$/, ""));
  const kept: Array<[string, string]> = [];
  for (const [name, value] of params) {
    const read = Object.hasOwn(rules, name) ? rules[name]!(value) : null;
    if (read !== null) kept.push([name, read]);
  }
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  return query ? `${path}?${query}` : path;
}
