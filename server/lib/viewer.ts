import { createHash } from "node:crypto";
import { isIPv6 } from "node:net";
import type { FastifyRequest } from "fastify";
import { sql } from "drizzle-orm";

/** Views and ad impressions count once per viewer per this many minutes. */
export const COUNTING_WINDOW_MINUTES = 60;

/** The start of the current counting window, for SQL: rows older than this may count again. */
export const countingWindowStart = () => sql`now() - make_interval(mins => ${COUNTING_WINDOW_MINUTES})`;

/**
 * Who counts as one viewer: a member by id; a visitor by network address. Only the address,
 * never headers the client writes (a changed User-Agent used to be a new visitor, so one
 * script could count any number of views). IPv6 is taken by its /64, the block one household
 * or one machine gets. Several visitors behind one NAT count as one: fewer counts, never more.
 * Hashed, so the counting tables hold no addresses.
 */
export function viewerKey(request: Pick<FastifyRequest, "ip" | "user">): string {
  if (request.user) return memberViewerKey(request.user.id);
  return `v:${createHash("sha256").update(addressBlock(request.ip)).digest("base64url").slice(0, 32)}`;
}

/** A member's viewer key (business analytics leaves the member's own views out by it). */
export const memberViewerKey = (userId: string) => `u:${userId}`;

/** An IPv4 address as is; an IPv6 one by its first 64 bits (IPv4-mapped ones as IPv4). */
export function addressBlock(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}
