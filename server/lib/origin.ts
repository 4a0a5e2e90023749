import type { FastifyRequest } from "fastify";

/** What decides the site's own origin (server/env.ts parses these). */
export interface OriginOptions {
  /** PUBLIC_URL: when set, the only origin links are ever built from. */
  publicUrl?: string;
  /** ALLOWED_HOSTS: extra `host` or `host:port` names a request may name itself by. */
  allowedHosts: readonly string[];
  /** PORT: the local names (localhost, 127.0.0.1, [::1]) are allowed on this port. */
  port: number;
}

/** The origin links are built from, for this request: `https://ponder.example`, no trailing slash. */
export type SiteOrigin = (request: FastifyRequest) => string;

const DEFAULT_PORTS: Record<string, string> = { http: "80", https: "443" };

/** `host` or `host:port`, lower-cased, with the protocol's default port written out. */
function normalizeHost(host: string, protocol: string): string {
  const lower = host.trim().toLowerCase();
  return /:\d+$/.test(lower) ? lower : `${lower}:${DEFAULT_PORTS[protocol] ?? "80"}`;
}

/**
 * The one owner of the site's origin, for every absolute link Ponder writes: mail links,
 * canonical and Open Graph URLs, JSON-LD, robots.txt, sitemaps and the OpenID Connect redirect.
 * The Host header is the client's to choose, so it is never trusted by itself: PUBLIC_URL
 * wins; without it, the request's host is used only when it is allow-listed (the local names
 * on PORT, or ALLOWED_HOSTS), and anything else gets `http://localhost:<PORT>`, a link that
 * points nowhere harmful.
 */
export function createSiteOrigin({ publicUrl, allowedHosts, port }: OriginOptions): SiteOrigin {
  if (publicUrl) {
    const fixed = publicUrl.replace(/\/+$/, "");
    return () => fixed;
  }
  const allowed = new Set(
    [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, ...allowedHosts].flatMap((host) => [normalizeHost(host, "http"), normalizeHost(host, "https")]),
  );
  const fallback = `http://localhost:${port}`;
  return (request) => {
    const protocol = request.protocol === "https" ? "https" : "http";
    const host = request.host;
    if (!host || !allowed.has(normalizeHost(host, protocol))) return fallback;
    return `${protocol}://${host.toLowerCase()}`;
  };
}

/** The request headers that decide its origin, for a request the server makes on its behalf (app.inject), so links in its answer are the same. */
export function originHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of ["host", "x-forwarded-host", "x-forwarded-proto"]) {
    const value = request.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  return headers;
}

/**
 * The origin of links in mail no request asked for (notification mail, the digest, built by a
 * job): PUBLIC_URL, or `http://localhost:<PORT>` without it.
 */
export function configuredOrigin({ publicUrl, port }: Pick<OriginOptions, "publicUrl" | "port">): string {
  return publicUrl ? publicUrl.replace(/\/+$/, "") : `http://localhost:${port}`;
}
