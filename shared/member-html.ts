/**
 * Rules for member HTML that the server's sanitiser (server/html.ts) and the client's
 * DOMPurify hook (client/src/components/rich-content.tsx) both apply, so neither can drift.
 */

const UPLOAD_ID = "[A-Za-z0-9_-]{10,64}";
/** An upload's id as the server makes it (base64url) and GET /api/uploads/{id} accepts it. */
export const UPLOAD_ID_PATTERN = new RegExp(`^${UPLOAD_ID}$`);

/** Ponder's own uploads, exactly `/api/uploads/{id}`: no query, no other same-origin path. */
const OWN_UPLOAD = new RegExp(`^/api/uploads/${UPLOAD_ID}$`);
/**
 * Any https image. One pointing back at Ponder's own host is an image load like any other,
 * which GET /api/logout (the one GET that changes state) refuses by its fetch metadata.
 */
const HTTPS_URL = /^https:\/\/[^\s\\/?#]+(?:[/?#]\S*)?$/i;

/**
 * Whether an image source in member HTML may load in a reader's browser: https, or one of
 * Ponder's uploads. Everything else is dropped: other same-origin paths (an
 * `<img src="/api/logout">` would act as every reader), protocol-relative `//`, `data:`,
 * `http:` and anything a browser would have to repair first.
 */
export function isAllowedImageSource(src: string): boolean {
  return OWN_UPLOAD.test(src) || HTTPS_URL.test(src);
}
