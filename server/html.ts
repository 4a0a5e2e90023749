import sanitize from "sanitize-html";
import { isAllowedImageSource } from "@shared/member-html";

/**
 * The allow-list for member HTML (questions, answers, comments): formatting, lists,
 * quotes, code, links and images. Everything else, scripts, styles and event handlers
 * included, is removed before the HTML is stored. Images load in every reader's browser,
 * so only https and Ponder's own uploads stay (isAllowedImageSource); any other image is
 * removed whole.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "s", "ul", "ol", "li", "blockquote", "code", "pre", "h2", "h3", "a", "img"],
  // rel/target are set by the transform below, so they must be allowed on output.
  allowedAttributes: { a: ["href", "title", "rel", "target"], img: ["src", "alt", "title"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  // Relative sources pass sanitize-html's scheme check, so the image rule is applied here.
  exclusiveFilter: (frame) => frame.tag === "img" && !isAllowedImageSource(frame.attribs.src ?? ""),
  transformTags: {
    a: sanitize.simpleTransform("a", { rel: "noopener noreferrer nofollow ugc", target: "_blank" }),
    b: "strong",
    i: "em",
  },
};

/**
 * Sanitises member HTML with the allow-list. Plain text comes back escaped. Runs before
 * storing and again when the server renders a page (client/src/ssr.tsx), so HTML stored
 * under an older allow-list meets the current one when read.
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

/** Plain text of member HTML (for search, titles of previews and emptiness checks). */
export function htmlToPlainText(html: string): string {
  const spaced = html.replace(/<\/(p|li|h2|h3|blockquote|pre)>|<br\s*\/?>/gi, "$& ");
  return sanitize(spaced, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, " ").trim();
}
