import { createHash, randomBytes } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isStaff } from "../features/admin/admin.policy";
import type { PublicCache, CachedAnswer } from "./public-cache";

// How the public answers cache meets HTTP: which routes are cached (route config
// `publicCache`), what a visitor and a member are sent, validators and Cache-Control.
// docs/decisions/022-public-cache.md.

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A signed-in member. */
export type Member = NonNullable<FastifyRequest["user"]>;

/** Makes a member's answer from the public one; null when theirs must be computed in full. */
export type Overlay = (member: Member, publicBody: unknown) => Promise<unknown | null>;

/** What a route declares to have its visitors' answers cached. */
export interface PublicCacheRule {
  /** The change tags its answer shows (db migration 0012 lists them); '*' always counts. */
  tags(request: FastifyRequest): string[];
  /** For answers that change with time alone (a trending window): seconds they may be kept. */
  maxAgeSeconds?: number;
  /**
   * For this request, how a member's answer is made from the public one with what is theirs
   * (votes, follows, bookmarks, abilities) in one small query, or null when members' answers of
   * this request are their own entirely (a personal feed). Staff always get the route's own.
   */
  overlay?: (request: FastifyRequest) => Overlay | null;
}

/** For answers that are the same for members as for visitors: members are sent the cached one as it is. */
export const sameForEveryone: NonNullable<PublicCacheRule["overlay"]> = () => async (_member, body) => body;

declare module "fastify" {
  interface FastifyContextConfig {
    /** Visitors' answers come from the public cache (server/cache/http-cache.ts). */
    publicCache?: PublicCacheRule;
  }
  interface FastifyRequest {
    /** Set while this visitor's request renders an answer the cache will keep. */
    cacheFill: CacheFill | null;
  }
}

interface CacheFill {
  key: string;
  tags: string[];
  renderedAt: number;
  expiresAt: number;
  /** Ends the "being rendered" mark (other requests for the key stop waiting). */
  release: () => void;
}

/** What shared caches (a reverse proxy, a CDN) may do with a visitor's answer: keep it briefly, serve it a little stale while they fetch anew. Browsers revalidate every time (ETag). */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=10, stale-while-revalidate=60";
/** A member's answer is theirs alone. */
export const PRIVATE_CACHE_CONTROL = "private, no-cache";
/** Every cached answer differs by encoding, and by whether a session cookie came with it. */
const VARY = "Accept-Encoding, Cookie";
/** Brotli quality for answers compressed once and sent many times (11 is the build's, too slow for a miss). */
const BROTLI_QUALITY = 9;

export interface HttpCacheOptions {
  cache: PublicCache;
  /** The origin links are made for (lib/origin.ts): answers that carry absolute links differ by it. */
  originOf(request: FastifyRequest): string;
}

/** The public cache as the rest of the server uses it (page-html renders visitors' pages through it). */
export interface HttpCache {
  /** The cache key of this request: origin + URL. */
  keyOf(request: FastifyRequest): string;
  /** Sends a cached answer with its validator (304 when the visitor has it). */
  send(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply;
  /** Serves the visitor from the cache, or waits for a rendering in progress; true when answered. */
  serve(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /** Starts rendering this request's answer for the cache (call after `serve` said false). */
  beginFill(request: FastifyRequest, tags: string[], maxAgeSeconds?: number): void;
  /** Stores a rendered body for the fill begun on this request and sends it. */
  complete(request: FastifyRequest, reply: FastifyReply, body: string | Buffer, contentType: string): Promise<FastifyReply>;
  /** Headers that mark a request made by the server itself (app.inject), whose answer then carries its cache tags. */
  internalHeaders(request: FastifyRequest): Record<string, string>;
  /** The tags an internal request's answer reported (x-ponder-tags), for a page that embeds it. */
  tagsOf(headers: Record<string, unknown>): string[];
}

const INTERNAL_HEADER = "x-ponder-internal";
const TAGS_HEADER = "x-ponder-tags";

const accepts = (request: FastifyRequest, encoding: "br" | "gzip") => {
  const header = String(request.headers["accept-encoding"] ?? "");
  return new RegExp(`(^|[\\s,])${encoding}(?!;q=0(\\.0*)?(\\s|,|$))`).test(header);
};

/** Whether an If-None-Match header names this validator. */
const matches = (header: string | undefined, etag: string) =>
  Boolean(header) && (header!.trim() === "*" || header!.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag.replace(/^W\//, "")));

/**
 * Registers the cache: routes with `config.publicCache` answer visitors from it (and members,
 * when the route has an overlay, from it plus their own data); every other answer is left alone.
 */
export function registerHttpCache(app: FastifyInstance, { cache, originOf }: HttpCacheOptions): HttpCache {
  const secret = randomBytes(18).toString("base64url");
  app.decorateRequest("cacheFill", null);

  const isInternal = (request: FastifyRequest) => request.headers[INTERNAL_HEADER] === secret;
  const keyOf = (request: FastifyRequest) => `${originOf(request)}${request.url}`;

  const send = (request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) => {
    reply.header("etag", answer.etag).header("cache-control", PUBLIC_CACHE_CONTROL).header("vary", VARY);
    if (isInternal(request)) reply.header(TAGS_HEADER, answer.tags.join(" "));
    if (matches(request.headers["if-none-match"], answer.etag)) return reply.status(304).send();
    reply.type(answer.contentType);
    if (accepts(request, "br")) return reply.header("content-encoding", "br").send(answer.br);
    if (accepts(request, "gzip")) return reply.header("content-encoding", "gzip").send(answer.gzip);
    return reply.send(answer.identity);
  };

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = keyOf(request);
    let answer = cache.get(key);
    if (!answer) {
      // Someone is rendering it now: one rendering serves everyone who asked meanwhile.
      await cache.wait(key);
      answer = cache.get(key);
    }
    if (!answer) return false;
    send(request, reply, answer);
    return true;
  };

  const beginFill = (request: FastifyRequest, tags: string[], maxAgeSeconds?: number) => {
    const renderedAt = cache.clock.now();
    const release = cache.begin(keyOf(request)) ?? (() => {});
    request.cacheFill = {
      key: keyOf(request),
      tags,
      renderedAt,
      expiresAt: maxAgeSeconds ? Date.now() + maxAgeSeconds * 1000 : Infinity,
      release,
    };
  };

  /** Compresses once, off the event loop (zlib's thread pool), and keeps the answer. */
  const store = async (fill: CacheFill, body: string | Buffer, contentType: string): Promise<CachedAnswer> => {
    const identity = typeof body === "string" ? Buffer.from(body) : body;
    const [br, gz] = await Promise.all([
      brotli(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
      gzipAsync(identity, { level: 9 }),
    ]);
    const answer: CachedAnswer = {
      contentType,
      identity,
      br,
      gzip: gz,
      etag: `W/"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
      tags: fill.tags,
      renderedAt: fill.renderedAt,
      expiresAt: fill.expiresAt,
    };
    cache.set(fill.key, answer);
    return answer;
  };

  const complete = async (request: FastifyRequest, reply: FastifyReply, body: string | Buffer, contentType: string) => {
    const fill = request.cacheFill!;
    request.cacheFill = null;
    try {
      return send(request, reply, await store(fill, body, contentType));
    } finally {
      fill.release();
    }
  };

  /** A member's answer: the public one with their own data laid over it. */
  const overlaid = async (request: FastifyRequest, reply: FastifyReply, overlay: Overlay, member: Member) => {
    const key = keyOf(request);
    let answer = cache.get(key);
    if (!answer) {
      // Rendered as a visitor would see it (no cookie), through the cache, so the next member
      // and visitor find it there.
      const publicAnswer = await app.inject({ method: "GET", url: request.url, headers: { ...forwarded(request), [INTERNAL_HEADER]: secret } });
      if (publicAnswer.statusCode !== 200) return false;
      answer = cache.get(key);
      if (!answer) return false;
    }
    answer.parsed ??= JSON.parse(answer.identity.toString("utf8"));
    const body = await overlay(member, answer.parsed);
    if (body === null) return false;
    reply.header("cache-control", PRIVATE_CACHE_CONTROL).header("vary", VARY).type(answer.contentType).send(JSON.stringify(body));
    return true;
  };

  app.addHook("onRoute", (route) => {
    const rule = route.config?.publicCache;
    // With caching off every route answers as it would alone.
    if (!rule || !cache.clock.live) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((method) => method !== "GET" && method !== "HEAD")) throw new Error(`publicCache on a ${String(route.method)} route: ${route.url}`);
    const previous = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [
      ...previous,
      async (request: FastifyRequest, reply: FastifyReply) => {
        const member = request.user;
        if (member) {
          const overlay = isStaff(member) ? null : rule.overlay?.(request);
          return overlay && (await overlaid(request, reply, overlay, member)) ? reply : undefined;
        }
        if (await serve(request, reply)) return reply;
        beginFill(request, rule.tags(request), rule.maxAgeSeconds);
        return undefined;
      },
    ];
    const previousSend = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    route.onSend = [
      ...previousSend,
      async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        const fill = request.cacheFill;
        if (!fill) return payload;
        request.cacheFill = null;
        // A page that embeds this answer shows what it shows, even a 404: the question may be
        // published later, and the page must then change too.
        if (isInternal(request)) reply.header(TAGS_HEADER, fill.tags.join(" "));
        // Only a whole, successful, shareable answer is kept: errors, answers that set a cookie
        // and streams are sent as they are.
        const shareable =
          reply.statusCode === 200 && !reply.hasHeader("set-cookie") && !reply.hasHeader("content-encoding") && (typeof payload === "string" || Buffer.isBuffer(payload));
        if (!shareable) {
          fill.release();
          return payload;
        }
        try {
          const answer = await store(fill, payload as string | Buffer, String(reply.getHeader("content-type") ?? "application/json; charset=utf-8"));
          reply.header("etag", answer.etag).header("cache-control", PUBLIC_CACHE_CONTROL).header("vary", VARY);
          if (matches(request.headers["if-none-match"], answer.etag)) {
            reply.status(304);
            return "";
          }
          if (accepts(request, "br")) {
            reply.header("content-encoding", "br");
            return answer.br;
          }
          if (accepts(request, "gzip")) {
            reply.header("content-encoding", "gzip");
            return answer.gzip;
          }
          return answer.identity;
        } finally {
          fill.release();
        }
      },
    ];
  });

  return {
    keyOf,
    send,
    serve,
    beginFill,
    complete,
    internalHeaders: () => ({ [INTERNAL_HEADER]: secret }),
    tagsOf: (headers) => String(headers[TAGS_HEADER] ?? "").split(" ").filter(Boolean),
  };
}

/** The request headers that decide its origin (lib/origin.ts), for a request the server makes on its behalf. */
function forwarded(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of ["host", "x-forwarded-host", "x-forwarded-proto"]) {
    const value = request.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  return headers;
}
