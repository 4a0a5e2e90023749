// The app's page routes (issue 21.2, decision 048): the one list the client router
// (client/src/app/router.tsx builds its <Route>s from it) and the server (shared/boot.ts
// pageFor: the page's chunk to preload and its first queries) both read, so the page the
// server prepares is the page the router shows.
import { MEMBER_ROUTES, INFO_SLUGS, normalizePath } from "./site-paths";

/** A page file (client/src/pages/<name>.tsx), loaded by client/src/app/pages.ts. */
export type PageName =
  | "landing" | "auth" | "home" | "onboarding" | "admin-login" | "admin" | "not-found" | "question" | "revisions"
  | "trending" | "following" | "topic" | "profile" | "profile-edit" | "profile-settings" | "about" | "contact"
  | "privacy" | "terms" | "help" | "verify-email" | "reset-password" | "confirm-email" | "search" | "spaces"
  | "space" | "business" | "ponder-plus" | "bookmarks" | "drafts" | "messages" | "ads-create" | "monetization"
  | "content-stats" | "languages" | "notifications" | "info" | "users" | "review";

/** Who is looking: the router has one route set for each (spec 2.1). */
export type PageState = "visitor" | "onboarding" | "member";

/**
 * Where a redirect goes: "back" where sign-in was to return to (`?next=`, else home), "onboarding"
 * to the onboarding page (keeping `?next=`), "sign-in" to sign in and come back.
 */
export type PageRedirect = "back" | "onboarding" | "sign-in";

/** A route: a wouter pattern ("/questions/:id", "*" for any path) showing a page or redirecting. */
export type PageRoute = { path: string; page: PageName } | { path: string; redirect: PageRedirect };

/** The path each redirect lands on, for the page it then shows (its query is the client's business). */
export const REDIRECT_LANDS: Record<PageRedirect, string> = { back: "/", onboarding: "/onboarding", "sign-in": "/auth" };

/** The pages mailed links open and the admin screens: shown to everyone, before their state's routes. */
const EVERYONE: PageRoute[] = [
  { path: "/admin/login", page: "admin-login" },
  { path: "/verify-email", page: "verify-email" },
  { path: "/reset-password", page: "reset-password" },
  { path: "/confirm-email", page: "confirm-email" },
  { path: "/admin", page: "admin" },
];

/** The footer's content pages (shared/site-paths.ts), for visitors and members. */
const INFO: PageRoute[] = INFO_SLUGS.map((slug) => ({ path: `/${slug}`, page: "info" }));

/** The pages anyone reads, signed in or not. */
const PUBLIC: PageRoute[] = [
  { path: "/questions/:id", page: "question" },
  { path: "/questions/:id/revisions", page: "revisions" },
  { path: "/search", page: "search" },
  { path: "/business", page: "business" },
  { path: "/ponder-plus", page: "ponder-plus" },
  { path: "/about", page: "about" },
  { path: "/contact", page: "contact" },
  { path: "/privacy", page: "privacy" },
  { path: "/terms", page: "terms" },
  { path: "/help", page: "help" },
  ...INFO,
];

/** Each state's routes, first match wins; a path none matches is the not-found page. */
export const PAGE_ROUTES: Record<PageState, readonly PageRoute[]> = {
  visitor: [
    ...EVERYONE,
    { path: "/", page: "landing" },
    { path: "/auth", page: "auth" },
    { path: "/login", page: "auth" },
    { path: "/register", page: "auth" },
    ...PUBLIC,
    // A member's page (shared/site-paths.ts): the visitor signs in and comes back.
    ...MEMBER_ROUTES.map((path): PageRoute => ({ path, redirect: "sign-in" })),
  ],
  // Still onboarding: onboarding, whatever the path (and back to `?next=` afterwards).
  onboarding: [...EVERYONE, { path: "/onboarding", page: "onboarding" }, { path: "*", redirect: "onboarding" }],
  member: [
    ...EVERYONE,
    { path: "/", page: "home" },
    { path: "/onboarding", page: "onboarding" },
    { path: "/trending", page: "trending" },
    { path: "/users", page: "users" },
    { path: "/following", page: "following" },
    { path: "/topics/:id", page: "topic" },
    { path: "/profile", page: "profile" },
    { path: "/profile/:id", page: "profile" },
    { path: "/profile/:id/edit", page: "profile-edit" },
    { path: "/profile/:id/settings", page: "profile-settings" },
    { path: "/settings", page: "profile-settings" },
    { path: "/spaces", page: "spaces" },
    { path: "/spaces/:id", page: "space" },
    { path: "/bookmarks", page: "bookmarks" },
    { path: "/drafts", page: "drafts" },
    { path: "/review", page: "review" },
    { path: "/messages", page: "messages" },
    { path: "/messages/:id", page: "messages" },
    { path: "/ads/create", page: "ads-create" },
    { path: "/monetization", page: "monetization" },
    { path: "/content-stats", page: "content-stats" },
    { path: "/languages", page: "languages" },
    { path: "/notifications", page: "notifications" },
    ...PUBLIC,
    // Signed in already: back where sign-in was to return to.
    { path: "/auth", redirect: "back" },
    { path: "/login", redirect: "back" },
    { path: "/register", redirect: "back" },
  ],
};

/** The route set for this user. */
export function pageState(user: { onboardingCompleted: boolean } | null | undefined): PageState {
  return !user ? "visitor" : user.onboardingCompleted ? "member" : "onboarding";
}

const compiled = new Map<string, { pattern: RegExp; keys: string[] }>();

/**
 * A route pattern as a regular expression: `:name` is one non-empty segment, other segments
 * match as written (case and all), trailing slashes are ignored, "*" is any path. The client
 * router matches with this too (wouter's `parser`), so both sides match alike.
 */
export function routePattern(path: string): { pattern: RegExp; keys: string[] } {
  let found = compiled.get(path);
  if (!found) {
    const keys: string[] = [];
    const source =
      path === "*"
        ? ".*"
        : path
            .split("/")
            .filter(Boolean)
            .map((segment) => {
              if (!segment.startsWith(":")) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
              keys.push(segment.slice(1));
              return "/([^/]+)";
            })
            .join("") + "/*";
    found = { pattern: new RegExp(`^${source}$`), keys };
    compiled.set(path, found);
  }
  return found;
}

/** The named segments of `path` when it matches the route pattern, or null. */
export function matchRoute(route: string, path: string): Record<string, string> | null {
  const { pattern, keys } = routePattern(route);
  const result = pattern.exec(path);
  if (!result) return null;
  return Object.fromEntries(keys.map((key, index) => [key, result[index + 1]!]));
}

export interface PageMatch {
  /** The page shown: where a redirect lands, the page there. */
  page: PageName;
  params: Record<string, string>;
  /** The redirect the router makes first, if any. */
  redirect?: PageRedirect;
}

/** The page the router shows at this path for this user, or null: the not-found page. */
export function matchPage(pathname: string, user: { onboardingCompleted: boolean } | null | undefined): PageMatch | null {
  const path = normalizePath(pathname);
  for (const route of PAGE_ROUTES[pageState(user)]) {
    const params = matchRoute(route.path, path);
    if (!params) continue;
    if ("page" in route) return { page: route.page, params };
    const lands = matchPage(REDIRECT_LANDS[route.redirect], user);
    return lands && { ...lands, redirect: route.redirect };
  }
  return null;
}
