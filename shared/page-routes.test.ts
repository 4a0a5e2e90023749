import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pageFor } from "./boot";
import { matchPage, PAGE_ROUTES, REDIRECT_LANDS, routePattern, type PageState } from "./page-routes";
import { INFO_SLUGS, MEMBER_ROUTES, pathKind, PUBLIC_ROUTES } from "./site-paths";

const USERS = { visitor: null, onboarding: { onboardingCompleted: false }, member: { onboardingCompleted: true } } as const;
const page = (path: string, state: PageState) => matchPage(path, USERS[state])?.page ?? "not-found";

// Each path: the page a visitor, a member still onboarding and a member see.
const TABLE: Array<[string, string, string, string]> = [
  // path                         visitor          onboarding        member
  ["/", "landing", "onboarding", "home"],
  ["/auth", "auth", "onboarding", "home"],
  ["/login", "auth", "onboarding", "home"],
  ["/register/", "auth", "onboarding", "home"],
  ["/admin", "admin", "admin", "admin"],
  ["/admin/", "admin", "admin", "admin"],
  ["/admin/login", "admin-login", "admin-login", "admin-login"],
  ["/admin/login/", "admin-login", "admin-login", "admin-login"],
  ["/admin/other", "not-found", "onboarding", "not-found"],
  ["/verify-email", "verify-email", "verify-email", "verify-email"],
  ["/reset-password", "reset-password", "reset-password", "reset-password"],
  ["/confirm-email", "confirm-email", "confirm-email", "confirm-email"],
  ["/questions/12", "question", "onboarding", "question"],
  ["/questions/12/", "question", "onboarding", "question"],
  ["/questions/abc", "question", "onboarding", "question"],
  ["/questions/12/revisions", "revisions", "onboarding", "revisions"],
  ["/questions/12/revisions/", "revisions", "onboarding", "revisions"],
  ["/questions/12/other", "not-found", "onboarding", "not-found"],
  ["/questions", "not-found", "onboarding", "not-found"],
  ["/search", "search", "onboarding", "search"],
  ["/business", "business", "onboarding", "business"],
  ["/ponder-plus", "ponder-plus", "onboarding", "ponder-plus"],
  ["/about", "about", "onboarding", "about"],
  ["/contact", "contact", "onboarding", "contact"],
  ["/privacy", "privacy", "onboarding", "privacy"],
  ["/terms", "terms", "onboarding", "terms"],
  ["/help", "help", "onboarding", "help"],
  ["/help/x", "not-found", "onboarding", "not-found"],
  ["/careers", "info", "onboarding", "info"],
  ["/status/", "info", "onboarding", "info"],
  ["/onboarding", "auth", "onboarding", "onboarding"],
  ["/trending", "auth", "onboarding", "trending"],
  ["/trending//", "auth", "onboarding", "trending"],
  ["/users", "auth", "onboarding", "users"],
  ["/following", "auth", "onboarding", "following"],
  ["/topics/5", "auth", "onboarding", "topic"],
  ["/topics/5/x", "not-found", "onboarding", "not-found"],
  ["/topics", "not-found", "onboarding", "not-found"],
  ["/profile", "auth", "onboarding", "profile"],
  ["/profile/abc", "auth", "onboarding", "profile"],
  ["/profile/abc/edit", "auth", "onboarding", "profile-edit"],
  ["/profile/abc/settings", "auth", "onboarding", "profile-settings"],
  ["/profile/abc/other", "not-found", "onboarding", "not-found"],
  ["/settings", "auth", "onboarding", "profile-settings"],
  ["/settings/x", "not-found", "onboarding", "not-found"],
  ["/spaces", "auth", "onboarding", "spaces"],
  ["/spaces/3", "auth", "onboarding", "space"],
  ["/spaces/3/x", "not-found", "onboarding", "not-found"],
  ["/bookmarks", "auth", "onboarding", "bookmarks"],
  ["/drafts", "auth", "onboarding", "drafts"],
  ["/review", "auth", "onboarding", "review"],
  ["/review/x", "not-found", "onboarding", "not-found"],
  ["/messages", "auth", "onboarding", "messages"],
  ["/messages/7", "auth", "onboarding", "messages"],
  ["/messages/7/x", "not-found", "onboarding", "not-found"],
  ["/ads/create", "auth", "onboarding", "ads-create"],
  ["/ads", "not-found", "onboarding", "not-found"],
  ["/monetization", "auth", "onboarding", "monetization"],
  ["/content-stats", "auth", "onboarding", "content-stats"],
  ["/languages", "auth", "onboarding", "languages"],
  ["/notifications", "auth", "onboarding", "notifications"],
  ["/no-such-page", "not-found", "onboarding", "not-found"],
  ["/Trending", "not-found", "onboarding", "not-found"],
];

describe("the page route table", () => {
  it.each(TABLE)("%s: %s to a visitor, %s onboarding, %s to a member", (path, visitor, onboarding, member) => {
    expect(page(path, "visitor")).toBe(visitor);
    expect(page(path, "onboarding")).toBe(onboarding);
    expect(page(path, "member")).toBe(member);
    // The server's name for the page is the same (shared/boot.ts).
    expect(pageFor(path, USERS.member)).toBe(member);
    expect(pageFor(path, null)).toBe(visitor);
  });

  it("covers every route of every state", () => {
    const covered = (state: PageState, route: string) => TABLE.some(([path]) => matchPage(path, USERS[state]) && routePattern(route).pattern.test(path));
    for (const state of ["visitor", "member"] as const) {
      for (const route of PAGE_ROUTES[state]) {
        if (route.path.startsWith("/") && !INFO_SLUGS.some((slug) => route.path === `/${slug}`)) expect(covered(state, route.path), `${state} ${route.path}`).toBe(true);
      }
    }
  });

  it("names the redirects and gives the path's segments", () => {
    expect(matchPage("/auth", USERS.member)).toEqual({ page: "home", params: {}, redirect: "back" });
    expect(matchPage("/trending", null)).toEqual({ page: "auth", params: {}, redirect: "sign-in" });
    expect(matchPage("/anything/at/all", USERS.onboarding)).toEqual({ page: "onboarding", params: {}, redirect: "onboarding" });
    expect(matchPage("/questions/12/revisions/", null)).toEqual({ page: "revisions", params: { id: "12" } });
    expect(matchPage("/profile/abc/edit", USERS.member)).toEqual({ page: "profile-edit", params: { id: "abc" } });
    expect(matchPage("/no-such-page", USERS.member)).toBeNull();
    // Every redirect lands on a page of the state that makes it.
    for (const [state, routes] of Object.entries(PAGE_ROUTES) as Array<[PageState, typeof PAGE_ROUTES.member]>) {
      for (const route of routes) if ("redirect" in route) expect(matchPage(REDIRECT_LANDS[route.redirect], USERS[state])?.redirect).toBeUndefined();
    }
  });

  it("agrees with the server's list of paths (shared/site-paths.ts)", () => {
    for (const route of PUBLIC_ROUTES) {
      const path = route.replace(/:[a-z]+/g, "1");
      expect(pathKind(path)).toBe("public");
      // Every page anyone may open is a page to a visitor and a page (or a way on) to a member.
      expect(matchPage(path, null)?.redirect, path).toBeUndefined();
      expect(matchPage(path, USERS.member), path).not.toBeNull();
    }
    for (const route of MEMBER_ROUTES) {
      const path = route.replace(/:[a-z]+/g, "1");
      expect(matchPage(path, USERS.member)?.redirect, path).toBeUndefined();
      expect(matchPage(path, USERS.member), path).not.toBeNull();
      expect(matchPage(path, null)?.redirect, path).toBe("sign-in");
    }
    // A path the table shows no page at is a 404 to the server too.
    for (const [path, visitor, , member] of TABLE) {
      if (visitor === "not-found" && member === "not-found") expect(pathKind(path), path).toBe("unknown");
    }
  });

  it("has a module in client/src/app/pages.ts for every page it names", () => {
    const source = readFileSync(new URL("../client/src/app/pages.ts", import.meta.url), "utf8");
    const names = new Set(Object.values(PAGE_ROUTES).flatMap((routes) => routes.flatMap((route) => ("page" in route ? [route.page] : []))));
    names.add("not-found");
    for (const name of names) expect(source, name).toContain(`"${name}": page(() => import("@/pages/${name}"))`);
  });
});
