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
