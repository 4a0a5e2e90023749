import sanitize from "sanitize-html";

/**
 * The allow-list for member HTML (questions, answers, comments): formatting, lists,
 * quotes, code, links and images. Everything else, scripts, styles and event handlers
 * included, is removed before the HTML is stored.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "s", "ul", "ol", "li", "blockquote", "code", "pre", "h2", "h3", "a", "img"],
  // rel/target are set by the transform below, so they must be allowed on output.
  allowedAttributes: { a: ["href", "title", "rel", "target"], img: ["src", "alt", "title"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitize.simpleTransform("a", { rel: "noopener noreferrer nofollow ugc", target: "_blank" }),
    b: "strong",
    i: "em",
  },
};

/** Sanitises member HTML with the allow-list. Plain text comes back escaped. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

/** Plain text of member HTML (for search, titles of previews and emptiness checks). */
export function htmlToPlainText(html: string): string {
  const spaced = html.replace(/<\/(p|li|h2|h3|blockquote|pre)>|<br\s*\/?>/gi, "$& ");
  return sanitize(spaced, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, " ").trim();
}
