import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "@/i18n";
import en from "@/i18n/messages/en.json";
import { htmlToLines, InlineDiff } from "./revision-diff";

describe("htmlToLines", () => {
  it("keeps paragraphs, list items and line breaks as lines, images as [image], entities decoded", () => {
    expect(htmlToLines("<p>One &amp; <b>two</b></p><ul><li>three</li><li>four</li></ul><p>five<br>six</p>")).toBe("One & two\nthree\nfour\nfive\nsix");
    expect(htmlToLines('<p><img src="/api/uploads/abc" alt="" /></p>')).toBe("[image]");
    expect(htmlToLines("")).toBe("");
  });

  it("gives text, never markup: what looks like a tag in the text stays text after decoding", () => {
    expect(htmlToLines("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>")).toBe("<script>alert(1)</script>");
  });
});

describe("InlineDiff", () => {
  it("marks removed and added words, and puts member text in as text", () => {
    const html = renderToString(
      createElement(I18nProvider, {
        locale: "en",
        messages: en,
        children: createElement(InlineDiff, { before: "tides are slow", after: "tides are <img src=x onerror=alert(1)>" }),
      }),
    );
    expect(html).toMatch(/<del[^>]*>.*slow.*<\/del>/);
    expect(html).toMatch(/<ins[^>]*>.*&lt;img src=x onerror=alert\(1\)&gt;.*<\/ins>/);
    expect(html).not.toContain("<img");
  });
});
