import { describe, expect, it } from "vitest";
import { AD_MESSAGES, addKeyword, isHttpUrl } from "./ad-options";

describe("ad keywords", () => {
  it("trims, ignores empty ones and rejects duplicates whatever their case", () => {
    expect(addKeyword([], "  react  ")).toEqual({ keywords: ["react"] });
    expect(addKeyword(["react"], "   ")).toEqual({ keywords: ["react"] });
    expect(addKeyword(["react"], "React ")).toEqual({ keywords: ["react"], error: AD_MESSAGES.keywordDuplicate });
    expect(addKeyword(["react"], "x".repeat(41))).toMatchObject({ error: AD_MESSAGES.keywordTooLong });
    const ten = Array.from({ length: 10 }, (_, index) => `k${index}`);
    expect(addKeyword(ten, "one more")).toEqual({ keywords: ten, error: AD_MESSAGES.keywordsTooMany });
  });

  it("accepts only http and https addresses", () => {
    expect(isHttpUrl("https://example.com/a.png")).toBe(true);
    expect(isHttpUrl("http://example.com/a.png")).toBe(true);
    expect(isHttpUrl("javascript:alert(1)")).toBe(false);
    expect(isHttpUrl("data:image/png;base64,AAAA")).toBe(false);
    expect(isHttpUrl("/relative.png")).toBe(false);
  });
});
