import { describe, expect, it } from "vitest";
import { htmlToPlainText, sanitizeHtml } from "./html";

describe("member HTML", () => {
  it("keeps formatting, lists, quotes, links and images", () => {
    const html = '<p><strong>Bold</strong> <em>it</em></p><ul><li>one</li></ul><blockquote>q</blockquote><img src="https://x.io/a.png" alt="a">';
    expect(sanitizeHtml(html)).toBe(html.replace(' alt="a">', ' alt="a" />'));
  });
  it("removes scripts, event handlers, styles and javascript: links", () => {
    const dirty =
      '<p onclick="alert(1)" style="color:red">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)><iframe src="https://evil"></iframe><svg><script>1</script></svg>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|style|javascript|iframe|svg/i);
    expect(clean).toContain("<p>Hi</p>");
  });
  it("marks links as user content that opens safely", () => {
    expect(sanitizeHtml('<a href="https://example.com">e</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow ugc" target="_blank">e</a>',
    );
  });
  it("escapes plain text and extracts text from HTML", () => {
    expect(sanitizeHtml("1 < 2 & 3 > 2")).toBe("1 &lt; 2 &amp; 3 &gt; 2");
    expect(htmlToPlainText("<p>Hello <b>you</b></p><p>there</p>")).toBe("Hello you there");
    expect(htmlToPlainText("<p> </p><p><br></p>")).toBe("");
  });
});
