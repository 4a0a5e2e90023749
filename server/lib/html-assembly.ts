// Assembling a page's HTML from index.html and text that may be a member's (titles, names,
// prerendered markup, boot data). Never hand such text to String.prototype.replace as the
// replacement string: `$\``, `$'` and `$&` there expand into copies of the document, and a
// 100-character title made a 259 MB page (issue 9). A replacer function's result is taken
// as it is.

/** `html` with its first match of `marker` replaced by `content`, taken literally. */
export function insertAt(html: string, marker: string | RegExp, content: string): string {
  return html.replace(marker, () => content);
}

/**
 * JSON for a `<script>` element: every `<` escaped, so no text can close the element
 * (`</script>`) or open a comment (`<!--`) that swallows it; U+2028 and U+2029 escaped
 * for engines that read the JSON as JavaScript. JSON.parse gives back the exact text.
 */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");

/** Text as HTML text or an attribute value: the five characters that matter, escaped. */
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** Puts the rendered parts into the built index.html. */
export function injectIntoIndex(indexHtml: string, parts: { title: string; head: string; body: string }): string {
  let html = insertAt(indexHtml, /<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(parts.title)}</title>`);
  html = insertAt(html, /<meta name="description"[^>]*>\s*/, "");
  html = insertAt(html, "</head>", `    ${parts.head}\n  </head>`);
  // In <noscript>: readers without JavaScript get the content, the app does not shift it.
  return parts.body ? insertAt(html, '<div id="root"></div>', `<div id="root"></div><noscript>${parts.body}</noscript>`) : html;
}
