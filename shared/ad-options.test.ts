import { describe, expect, it } from "vitest";
import { AD_MESSAGES, addKeyword, isHttpsUrl } from "./ad-options";

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
    expect(isHttpsUrl("https://example.com/a.png")).toBe(true);
    // Images over http would be blocked by the content security policy; links stay secure too.
    expect(isHttpsUrl("http://example.com/a.png")).toBe(false);
    expect(isHttpsUrl("javascript:alert(1)")).toBe(false);
    expect(isHttpsUrl("data:image/png;base64,AAAA")).toBe(false);
    expect(isHttpsUrl("/relative.png")).toBe(false);
  });
});
