import type { FastifyInstance } from "fastify";
import helmet from "@fastify/helmet";
import { AppError } from "../errors";
import { ERROR_IDS } from "@shared/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Security headers (CSP included) and the cross-site request check: a request that
 * changes state must come from our own pages. Browsers say where a request comes from
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
    if (SAFE_METHODS.has(request.method)) return;
    const site = request.headers["sec-fetch-site"];
    const origin = request.headers.origin;
    let crossSite = site !== undefined && site !== "same-origin" && site !== "none";
    if (!crossSite && origin !== undefined) {
      let originHost: string | null;
      try {
        originHost = new URL(origin).host;
      } catch {
        originHost = null;
      }
      crossSite = originHost === null || (originHost !== request.headers.host && originHost !== options.publicHost);
    }
    if (crossSite) {
      throw new AppError(403, ERROR_IDS.crossSite, "Cross-site requests are not allowed");
    }
  });
}
