import { describe, expect, it } from "vitest";
import { questionBootQuery, topicBootQuery, userProfileBootQuery } from "./boot";
import { formatPageTitle, pageNameFor, TITLE_MESSAGES } from "./page-title";

const UUID = "0b6c7d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e";
/** A query cache holding these answers, by key. */
const cache = (entries: [readonly unknown[], unknown][]) => (key: readonly unknown[]) => entries.find(([held]) => JSON.stringify(held) === JSON.stringify(key))?.[1];

describe("page titles", () => {
  it("names a page from what it shows: a question, a topic, a member", () => {
    const read = cache([
      [questionBootQuery(7).key, { title: "Why do ferns curl?" }],
      [topicBootQuery(3).key, { name: "Houseplants" }],
      [userProfileBootQuery(UUID).key, { firstName: "Ada", lastName: "Lovelace", email: null }],
    ]);
    expect(pageNameFor("question", "/questions/7", "", read, null)).toEqual({ text: "Why do ferns curl?" });
    expect(pageNameFor("topic", "/topics/3", "", read, null)).toEqual({ text: "Houseplants" });
    expect(pageNameFor("profile", `/profile/${UUID}`, "", read, null)).toEqual({ text: "Ada Lovelace" });
    // /profile is the member's own.
    expect(pageNameFor("profile", "/profile", "", read, { id: UUID })).toEqual({ text: "Ada Lovelace" });
    // Not loaded (yet): the site's own title until it is.
    expect(pageNameFor("question", "/questions/8", "", read, null)).toBeNull();
  });

  it("names other pages with their message, search with its query", () => {
    const read = cache([]);
    expect(pageNameFor("trending", "/trending", "", read, null)).toEqual({ id: "title.trending" });
    expect(pageNameFor("search", "/search", "?q=%20ferns%20", read, null)).toEqual({ id: "title.searchFor", values: { query: "ferns" } });
    expect(pageNameFor("search", "/search", "?q=", read, null)).toEqual({ id: "title.search" });
    expect(pageNameFor("home", "/", "", read, null)).toBeNull();
    expect(pageNameFor("landing", "/", "", read, null)).toBeNull();
    for (const id of Object.values(TITLE_MESSAGES)) expect(id).toMatch(/^title\.[a-zA-Z]+$/);
  });

  it("formats '{page} - {site}', or the site's own title", () => {
    expect(formatPageTitle("Trending", { siteName: "Ponder", siteDescription: "Knowledge" })).toBe("Trending - Ponder");
    expect(formatPageTitle(null, { siteName: "Ponder", siteDescription: "Knowledge" })).toBe("Ponder - Knowledge");
    expect(formatPageTitle(null, { siteName: "Ponder", siteDescription: "" })).toBe("Ponder");
  });
});
