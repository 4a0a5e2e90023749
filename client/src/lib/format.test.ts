import { describe, expect, it } from "vitest";
import { htmlToText, timeAgo, truncate } from "./format";

describe("formatting", () => {
  it("truncates with an ellipsis only when needed", () => {
    expect(truncate("short", 10)).toBe("short");
    expect(truncate("a".repeat(201), 200)).toBe(`${"a".repeat(200)}...`);
  });
  it("turns HTML into plain text", () => {
    expect(htmlToText("<p>Hello <strong>world</strong></p><p>again</p>")).toBe("Hello world again");
  });
  it("says 'Recently' for a missing or bad date", () => {
    expect(timeAgo(null)).toBe("Recently");
    expect(timeAgo("nope")).toBe("Recently");
    expect(timeAgo(new Date(Date.now() - 3_600_000).toISOString())).toBe("about 1 hour ago");
  });
});
