import { createHash, randomBytes } from "node:crypto";

/**
 * The secrets Ponder hands out in cookies and links (sessions, verification and reset links,
 * sign-ins waiting for a second factor): only their hash is stored, so a copy of the
 * database signs nobody in.
 */
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("base64url");

/** A new secret: 256 random bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString("base64url");
