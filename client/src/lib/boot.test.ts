import { describe, expect, it } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { bootQueriesFor, pageFor } from "@shared/boot";
import { applyBootData, bootFingerprint } from "./boot";

describe("boot data", () => {
  it("chooses the page the router shows for each sign-in state", () => {
    const member = { onboardingCompleted: true };
    expect(pageFor("/", null)).toBe("landing");
    expect(pageFor("/", member)).toBe("home");
    expect(pageFor("/", { onboardingCompleted: false })).toBe("onboarding");
    expect(pageFor("/questions/12", null)).toBe("question");
    expect(pageFor("/questions/12/revisions", null)).toBe("revisions");
    expect(pageFor("/questions/12/revisions/", member)).toBe("revisions");
    expect(pageFor("/register", null)).toBe("auth");
    // A member's page sends a visitor to sign in; a path that is no page is the not-found page.
    expect(pageFor("/trending", null)).toBe("auth");
    expect(pageFor("/no-such-page", null)).toBe("not-found");
    expect(pageFor("/no-such-page", member)).toBe("not-found");
    expect(pageFor("/careers", null)).toBe("info");
    expect(pageFor("/status/", member)).toBe("info");
    expect(pageFor("/help", null)).toBe("help");
    expect(pageFor("/trending/", member)).toBe("trending");
    expect(pageFor("/profile/abc/settings", member)).toBe("profile-settings");
    expect(pageFor("/ads/create", member)).toBe("ads-create");
    expect(pageFor("/admin/login", member)).toBe("admin-login");
    // The pages mailed links open, signed in or not.
    for (const user of [null, member, { onboardingCompleted: false }]) {
      expect(pageFor("/reset-password", user)).toBe("reset-password");
      expect(pageFor("/confirm-email", user)).toBe("confirm-email");
      expect(pageFor("/verify-email", user)).toBe("verify-email");
    }
  });

  it("asks for the feed on home and the question with its answers on a question page", () => {
    const member = { onboardingCompleted: true };
    expect(bootQueriesFor("home", "/", member).map((query) => query.url)).toEqual([
      "/api/questions?tab=for-you&limit=10",
      "/api/users/topics/followed",
      "/api/topics/trending",
      "/api/subscriptions/me",
      "/api/notifications/unread-count",
      "/api/conversations/unread-count",
    ]);
    expect(bootQueriesFor("question", "/questions/5", null).map((query) => query.url)).toEqual(["/api/questions/5", "/api/questions/5/answers", "/api/questions/5/comments"]);
    // The answer order in the page's URL; an unknown one is the default.
    expect(bootQueriesFor("question", "/questions/5", null, "?sort=active").map((query) => query.url)[1]).toBe("/api/questions/5/answers?sort=active");
    expect(bootQueriesFor("question", "/questions/5", null, "?sort=%3Cscript%3E").map((query) => query.url)[1]).toBe("/api/questions/5/answers");
    expect(bootQueriesFor("question", "/questions/99999999999", null)).toEqual([]);
    expect(bootQueriesFor("onboarding", "/", { onboardingCompleted: false })).toEqual([]);
  });

  it("asks for a topic's first tab and a profile's first tab", () => {
    const id = "0b6f3c1e-4a0c-4c1e-9a55-6a1f2b3c4d5e";
    const member = { onboardingCompleted: true, id };
    const own = (page: string, path: string) => bootQueriesFor(page, path, member).map((query) => query.url).filter((url) => url.startsWith("/api/topics/7") || url.startsWith(`/api/users/${id}`));
    expect(own("topic", "/topics/7")).toEqual(["/api/topics/7", "/api/topics/7/following", "/api/topics/7/questions?sort=latest&limit=10"]);
    expect(own("topic", "/topics/seven")).toEqual([]);
    expect(own("profile", `/profile/${id}`)).toEqual([`/api/users/${id}`, `/api/users/${id}/questions?limit=20`]);
    expect(own("profile", "/profile")).toEqual([`/api/users/${id}`, `/api/users/${id}/questions?limit=20`]);
    expect(own("profile", "/profile/not-a-uuid")).toEqual([]);
  });

  it("fills the cache, infinite queries as their first page, and removes the element", () => {
    let removed = false;
    const text = JSON.stringify([
      { key: ["/api/auth/user"], data: null },
      { key: ["/api/questions", { tab: "for-you" }], data: { items: [1], nextCursor: "c" }, infinite: true },
    ]);
    const doc = { getElementById: () => ({ textContent: text, remove: () => (removed = true) }) } as unknown as Document;
    const client = new QueryClient();
    applyBootData(client, doc);
    expect(removed).toBe(true);
    expect(client.getQueryState(["/api/auth/user"])?.status).toBe("success");
    expect(client.getQueryData(["/api/auth/user"])).toBeNull();
    expect(client.getQueryData(["/api/questions", { tab: "for-you" }])).toEqual({ pages: [{ items: [1], nextCursor: "c" }], pageParams: [null] });
  });

  it("fingerprints boot entries the same after their trip through the page's JSON, and differently when they differ", () => {
    const entries = [
      { key: ["/api/auth/user"], data: null },
      { key: ["/api/questions", 3], data: { title: "</script> & ünïcode", votes: 1.5, voted: undefined } },
    ];
    const parsed = JSON.parse(JSON.stringify(entries)) as typeof entries;
    expect(bootFingerprint(parsed)).toBe(bootFingerprint(entries));
    expect(bootFingerprint(entries)).toMatch(/^[0-9a-f]{8}$/);
    const member = [{ key: ["/api/auth/user"], data: { id: "m" } }, entries[1]!];
    expect(bootFingerprint(member)).not.toBe(bootFingerprint(entries));
  });
});
