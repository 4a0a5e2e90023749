import { describe, expect, it } from "vitest";
import { htmlToText, japaneseTimeAgo, relativeTime, truncate } from "./format";

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
});

describe("relativeTime", () => {
  const now = Date.parse("2026-01-10T12:00:00Z");
  const ago = (ms: number) => relativeTime(new Date(now - ms).toISOString(), now);
  it("picks the unit a person would say, for Intl.RelativeTimeFormat", () => {
    expect(ago(10_000)).toEqual({ value: 0, unit: "second" });
    expect(ago(5 * 60_000)).toEqual({ value: -5, unit: "minute" });
    expect(ago(3 * 3_600_000)).toEqual({ value: -3, unit: "hour" });
    expect(ago(2 * 86_400_000)).toEqual({ value: -2, unit: "day" });
    expect(ago(14 * 86_400_000)).toEqual({ value: -2, unit: "week" });
    expect(ago(90 * 86_400_000)).toEqual({ value: -3, unit: "month" });
    expect(ago(800 * 86_400_000)).toEqual({ value: -2, unit: "year" });
    expect(relativeTime(new Date(now + 3 * 3_600_000).toISOString(), now)).toEqual({ value: 3, unit: "hour" });
  });
  it("gives null for a missing or bad date", () => {
    expect(relativeTime(null, now)).toBeNull();
    expect(relativeTime("nope", now)).toBeNull();
  });
  it("reads naturally in every language through Intl", () => {
    const { value, unit } = ago(5 * 60_000)!;
    expect(new Intl.RelativeTimeFormat("en", { numeric: "auto" }).format(value, unit)).toBe("5 minutes ago");
    expect(new Intl.RelativeTimeFormat("es", { numeric: "auto" }).format(value, unit)).toBe("hace 5 minutos");
  });
});

describe("japaneseTimeAgo", () => {
  const now = Date.parse("2026-11-28T12:00:00Z");
  const ago = (seconds: number) => japaneseTimeAgo(new Date(now - seconds * 1000).toISOString(), now);
  it("always gives a number and its unit, without a space, so a particle may follow (5分前に回答)", () => {
    expect([ago(12), ago(600), ago(3 * 3600), ago(26 * 3600), ago(8 * 86400), ago(40 * 86400), ago(400 * 86400)]).toEqual([
      "12秒前",
      "10分前",
      "3時間前",
      "1日前",
      "1週間前",
      "1か月前",
      "1年前",
    ]);
    expect(japaneseTimeAgo(new Date(now + 3 * 86_400_000).toISOString(), now)).toBe("3日後");
    expect(japaneseTimeAgo(null, now)).toBeNull();
  });
});
