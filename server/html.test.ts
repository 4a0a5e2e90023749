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
  it("keeps images only from https or exactly one of Ponder's uploads, and drops every other image whole", () => {
    const kept = ["https://x.io/a.png", "https://cdn.example/a.png?w=2#x", "/api/uploads/AbC_-123456789"];
    for (const src of kept) expect(sanitizeHtml(`<p>a<img src="${src}" alt="">b</p>`)).toBe(`<p>a<img src="${src}" alt="" />b</p>`);
    const dropped = [
      "/api/logout",
      "&#47;api&#47;logout",
      " /api/logout",
      "api/logout",
      "/api/uploads/AbC_-123456789?next=/api/logout",
      "/api/uploads/../logout",
      "/api/uploads/short",
      "/api/users/1",
      "//evil.example/a.png",
      "http://x.io/a.png",
      "https:/api/logout",
      "https:///api/logout",
      "data:image/png;base64,iVBORw0KGgo=",
      "javascript:alert(1)",
      "",
    ];
    for (const src of dropped) expect(sanitizeHtml(`<p>a<img src="${src}" alt="">b</p>`), src).toBe("<p>ab</p>");
    expect(sanitizeHtml('<p>a<img alt="no source">b</p>')).toBe("<p>ab</p>");
    expect(sanitizeHtml('<img src="https://x.io/a.png" srcset="/api/logout 1x">')).toBe('<img src="https://x.io/a.png" />');
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
