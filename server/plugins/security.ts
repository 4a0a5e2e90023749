import type { FastifyInstance, FastifyRequest } from "fastify";
import helmet from "@fastify/helmet";
import { AppError, forbidden } from "../errors";
import { ERROR_IDS } from "@shared/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route answers only a top-level navigation from our own pages (GET /api/logout, the
     * one GET that changes state): an <img>, a fetch or another site's link gets 403.
     */
    navigationOnly?: boolean;
    /**
     * The request is authorized by a token in it, not by cookies, so another site may send it
     * (RFC 8058 one-click unsubscribe: the mail provider POSTs it).
     */
    crossSiteAllowed?: boolean;
  }
}

/**
 * Security headers (CSP included) and the cross-site request check: a request that
 * changes state must come from our own pages, and a route marked `navigationOnly` answers
 * only top-level navigations. Browsers say where a request comes from
 * in Sec-Fetch-Site and Origin; clients that send neither (curl, tests) are not browsers
 * and carry no ambient cookies from another site.
 */
export async function registerSecurity(app: FastifyInstance, options: { https: boolean; publicHost?: string }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", "https:"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "media-src": ["'self'", "blob:", "https:"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        ...(options.https ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    hsts: options.https,
    crossOriginEmbedderPolicy: false,
  });

  app.addHook("onRequest", async (request) => {
    if (request.routeOptions.config.navigationOnly && !isTopLevelNavigation(request, options.publicHost)) {
      throw forbidden(NOT_A_NAVIGATION);
    }
    if (isEmbeddedApiLoad(request)) throw forbidden(NOT_AN_EMBED);
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.crossSiteAllowed) return;
    const site = request.headers["sec-fetch-site"];
    const origin = request.headers.origin;
    let crossSite = site !== undefined && site !== "same-origin" && site !== "none";
    if (!crossSite && origin !== undefined) crossSite = !isOwnOrigin(origin, request, options.publicHost);
    if (crossSite) {
      throw new AppError(403, ERROR_IDS.crossSite, "Cross-site requests are not allowed");
    }
  });
}

export const NOT_A_NAVIGATION = "Open this address in the browser from Ponder's own pages to use it.";
export const NOT_AN_EMBED = "This address cannot be loaded as an image, script or other embedded resource.";

/**
 * Whether a request is a page's own load of an API address (an <img>, <script>, <link> or
 * <video>: Sec-Fetch-Mode no-cors). Ponder's pages reach the API with fetch and
 * EventSource and show only uploads as images, but member HTML may show any https image,
 * Ponder's own host included: `<img src="https://{host}/api/admin/export">` ran (and
 * audited) a full export as every admin who read the post, and one of /api/events took a
 * stream slot from the reader's tabs (issue 9 probe).
 */
function isEmbeddedApiLoad(request: FastifyRequest): boolean {
  if (request.headers["sec-fetch-mode"] !== "no-cors") return false;
  const pathname = request.url.split("?")[0]!;
  return (pathname.startsWith("/api/") || pathname === "/api") && !pathname.startsWith("/api/uploads/");
}

/**
 * Whether a GET is the browser opening a page from our own pages, a bookmark or the address
 * bar, and not an image, script, frame or fetch, nor a navigation started by another site.
 * Browsers with fetch metadata say so in Sec-Fetch-Mode/Dest/Site. Older ones (Safari before
 * 16.4) send none: then the Accept header tells a page load (text/html) from an image or script
 * load (never text/html), and a Referer, when sent, must be our own. Clients with neither
 * (curl) must ask for text/html like a browser does.
 */
function isTopLevelNavigation(request: FastifyRequest, publicHost: string | undefined): boolean {
  const { "sec-fetch-mode": mode, "sec-fetch-dest": dest, "sec-fetch-site": site, accept, referer } = request.headers;
  if (mode !== undefined || dest !== undefined || site !== undefined) {
    return mode === "navigate" && dest === "document" && site !== "cross-site";
  }
  return /\btext\/html\b/i.test(accept ?? "") && (referer === undefined || isOwnOrigin(referer, request, publicHost));
}

/** Whether a URL from Origin or Referer is Ponder's own: the host asked for, or PUBLIC_URL's. */
function isOwnOrigin(value: string, request: FastifyRequest, publicHost: string | undefined): boolean {
  let host: string;
  try {
    host = new URL(value).host;
  } catch {
    return false;
  }
  return host === request.headers.host || host === publicHost;
}
