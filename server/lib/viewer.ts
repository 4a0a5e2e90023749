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

/**
 * The network address a request counts under, the one key for every per-address count (views,
 * ad impressions, the live streams' caps): an IPv4 address as is; an IPv6 one by its /64, the
 * block one household or one machine gets, however it is written (leading zeros, "::", upper
 * case, a zone); an IPv4-mapped one (::ffff:1.2.3.4, in any notation) as its IPv4 address.
 */
export function addressBlock(ip: string): string {
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (an embedded dotted IPv4 tail read as two), or null for anything else. */
function ipv6Groups(ip: string): number[] | null {
  const address = ip.split("%")[0]!.toLowerCase();
  if (!isIPv6(address)) return null;
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail = ""] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = text.includes("::") ? 8 - left.length - right.length : 0;
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((group) => Number.parseInt(group, 16));
}
