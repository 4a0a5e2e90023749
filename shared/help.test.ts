import { describe, expect, it } from "vitest";
import { HELP_ARTICLES, HELP_CATEGORIES, helpArticlesIn, helpCategoryOf, helpCategoryPath } from "./help";
import { canonicalPageUrl, infoSlugOf } from "./site-paths";

describe("the Help Center's articles", () => {
  it("counts, per category, the articles the category leads to, and every article is in one", () => {
    const counts = Object.fromEntries(HELP_CATEGORIES.map((category) => [category, helpArticlesIn(category).length]));
    // The spec's 8, 12, 10 and 6 were made up; these are the articles there are.
    expect(counts).toEqual({ started: 4, asking: 2, writing: 1, guidelines: 4 });
    expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(HELP_ARTICLES.length);
    for (const category of HELP_CATEGORIES) expect(helpArticlesIn(category).length, category).toBeGreaterThan(0);
  });

  it("keeps the spec's six FAQ items (and search's, issue 26), and links only to pages that exist", () => {
    expect(HELP_ARTICLES.filter((article) => article.kind === "faq").map((article) => article.id)).toEqual(["ask", "answer", "vote", "report", "edit", "topics", "search"]);
    for (const article of HELP_ARTICLES) if (article.kind === "page") expect(infoSlugOf(article.path), article.path).not.toBeNull();
    expect(new Set(HELP_ARTICLES.map((article) => article.id)).size).toBe(HELP_ARTICLES.length);
  });

  it("gives each category an address the page reads and the cache keeps apart", () => {
    for (const category of HELP_CATEGORIES) {
      const path = helpCategoryPath(category);
      expect(canonicalPageUrl(path)).toBe(path);
      expect(helpCategoryOf(new URLSearchParams(path.split("?")[1]).get("category"))).toBe(category);
    }
    expect(helpCategoryOf("billing")).toBeNull();
    expect(canonicalPageUrl("/help?category=billing")).toBe("/help");
  });
});
