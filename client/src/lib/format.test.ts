import { describe, expect, it } from "vitest";
import { countOf, htmlToText, timeAgo, truncate } from "./format";

describe("formatting", () => {
  it("truncates with an ellipsis only when needed", () => {
    expect(truncate("short", 10)).toBe("short");
    expect(truncate("a".repeat(201), 200)).toBe(`${"a".repeat(200)}...`);
  });
  it("turns HTML into plain text", () => {
    expect(htmlToText("<p>Hello <strong>world</strong></p><p>again</p>")).toBe("Hello world again");
    // The same text on the server as in the browser: entities decoded, inline tags join words.
    expect(htmlToText("<p>Fish &amp; chips &lt;3 &quot;wor<em>ld</em>&quot; &#39;a&#x27;&nbsp;b &bogus;</p>")).toBe(`Fish & chips <3 "world" 'a' b &bogus;`);
  });
  it("says 'Recently' for a missing or bad date", () => {
    expect(timeAgo(null)).toBe("Recently");
    expect(timeAgo("nope")).toBe("Recently");
    expect(timeAgo(new Date(Date.now() - 3_600_000).toISOString())).toBe("about 1 hour ago");
    // As seen at a given moment (the server's render, while the browser hydrates it).
    expect(timeAgo("2026-01-01T00:00:00Z", Date.parse("2026-01-01T03:00:00Z"))).toBe("about 3 hours ago");
  });
});

describe("countOf", () => {
  it("says one in the singular and every other count in the plural", () => {
    expect(countOf(1, "answer")).toBe("1 answer");
    expect(countOf(0, "view")).toBe("0 views");
    expect(countOf(1204, "upvote")).toBe("1,204 upvotes");
    expect(countOf(-1, "comment")).toBe("-1 comments");
  });
});
