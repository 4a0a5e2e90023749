// Which paths are pages of this site (issue 13): the one list the server (HTTP 404 for a path
// that truly does not exist, a sign-in redirect for a visitor at a member's page) and the
// client router (client/src/app/router.tsx) both read, so they never disagree.

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

/**
 * The query parameters pages read, in the browser (client/src: `useSearch`, `location.search`)
 * or when the server renders them (shared/boot.ts, shared/page-title.ts). Every other
 * parameter (`utm_*`, `fbclid`, `gclid`, anything made up) shows the same page, so it is not
 * part of the address a page is rendered and kept under (issue 20: such parameters made a new
 * cache entry each). `site-paths.test.ts` fails when the client reads a parameter not listed.
 */
export const PAGE_QUERY_PARAMS: readonly string[] = ["hl", "sort", "answer", "q", "type", "next", "error", "second_factor", "draft", "token"];

/**
 * The one address of a page: its path without trailing or doubled slashes, and only the query
 * parameters it reads, sorted by name (the order of their values kept). Two addresses with the
 * same canonical form show the same page: it is rendered from this one and kept under it.
 */
export function canonicalPageUrl(url: string): string {
  const at = url.indexOf("?");
  const pathname = (at === -1 ? url : url.slice(0, at)).replace(/#.*$/, "");
  const path = pathname.replace(/\/{2,}/g, "/").replace(/\/+$/, "") || "/";
  if (at === -1) return path;
  const params = new URLSearchParams(url.slice(at + 1).replace(/#.*$/, ""));
  const kept = [...params].filter(([name]) => PAGE_QUERY_PARAMS.includes(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  return query ? `${path}?${query}` : path;
}
