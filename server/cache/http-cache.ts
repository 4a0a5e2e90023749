import { createHash, randomBytes } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { z } from "zod";
import { isStaff } from "../policy/staff";
import type { PublicCache, CachedAnswer } from "./public-cache";
import { memberTags, reputationTagsOf } from "./tags";
import { originHeaders } from "../lib/origin";

// How the answers caches meet HTTP: which routes are cached (route config `publicCache`,
// `memberCache`), what a visitor and a member are sent, validators and Cache-Control.
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

/** What a route declares to have each member's own answers kept for them (a personal feed, their frame's counts). */
export interface MemberCacheRule {
  /** The change tags its answer shows beyond the member's own (`memberTags`, always counted). */
  tags(request: FastifyRequest): string[];
  /** For answers that change with time alone (a trial ending): when this one stops being right, in ms since the epoch. */
  expiresAt?(body: unknown): number;
}

/**
 * Adds change tags to the answer this request is rendering, for what the route learns only
 * once it has read the row (an answer's question). A no-op when no cache keeps the answer.
 */
export function addCacheTags(request: FastifyRequest, tags: string[]) {
  request.cacheFill?.tags.push(...tags.filter((tag) => !request.cacheFill!.tags.includes(tag)));
}

/** For answers that are the same for members as for visitors: members are sent the cached one as it is. */
export const sameForEveryone: NonNullable<PublicCacheRule["overlay"]> = () => SAME;
const SAME: Overlay = async (_member, body) => body;

declare module "fastify" {
  interface FastifyContextConfig {
    /** Visitors' answers come from the public cache (server/cache/http-cache.ts). */
    publicCache?: PublicCacheRule;
    /** Members' answers are kept for each of them (server/cache/http-cache.ts). */
    memberCache?: MemberCacheRule;
  }
  interface FastifyRequest {
    /** Set while this request renders an answer a cache will keep. */
    cacheFill: CacheFill | null;
    /** The address its answer is kept under (`cacheAddress`), once a cache has looked at it. */
    cacheUrl: string | null;
  }
}

interface CacheFill {
  /** Which cache keeps the answer. */
  store: "public" | "member";
  key: string;
  tags: string[];
  renderedAt: number;
  expiresAt: number;
  /** Ends the "being rendered" mark (other requests for the key stop waiting). */
  release: () => void;
}

/** What shared caches (a reverse proxy, a CDN) may do with a visitor's answer: keep it briefly, serve it a little stale while they fetch anew. Browsers revalidate every time (ETag). */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=10, stale-while-revalidate=60";
/** A member's page is theirs alone: their browser may keep it and revalidate (ETag). */
export const PRIVATE_CACHE_CONTROL = "private, no-cache";
/** A member's API answers are never stored anywhere (plugins/no-store.ts, issue 9). */
const PERSONAL_API_CACHE_CONTROL = "no-store";
const personalCacheControl = (request: FastifyRequest) => (request.url.startsWith("/api/") ? PERSONAL_API_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
/** Every cached answer differs by encoding, by language (pages), and by the cookies that came with it (a session, a chosen language). */
const VARY = "Accept-Encoding, Accept-Language, Cookie";
/**
 * Brotli quality and gzip level of an answer's first compression, on the request that missed
 * (issue 22). Measured on a 40 kB question page: brotli 5 takes 1.0 ms for 4,927 bytes where 9
 * took 27 ms for 4,905; gzip 6 0.5 ms for 5,653 bytes, 9 the same size for twice the time.
 */
export const FIRST_BROTLI_QUALITY = 5;
const FIRST_GZIP_LEVEL = 6;
/** An answer read again from the cache is recompressed once at the build's quality (11: 4,483 bytes), off the request path. */
export const BEST_BROTLI_QUALITY = 11;
/**
 * Brotli's window fitted to the body (2^16 to 2^24 bytes): the default 4 MB window made each
 * compression of a 35 kB page allocate and clear megabytes it never used (0.87 against 0.68 ms
 * of CPU a page, the same bytes out).
 */
export const brotliParams = (quality: number, size: number) => ({
  [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
  [zlibConstants.BROTLI_PARAM_SIZE_HINT]: size,
  [zlibConstants.BROTLI_PARAM_LGWIN]: Math.min(24, Math.max(16, Math.ceil(Math.log2(size + 1)))),
});
/** Recompressions waiting at most: past this, answers keep their first compression (they still serve). */
const MAX_WAITING_RECOMPRESSIONS = 64;
/**
 * How long a request waits for another's rendering of the same answer before it renders its
 * own (issue 20: a rendering that never ended left every later request for its URL waiting).
 */
export const FILL_WAIT_MS = 5_000;

/**
 * The query parameters a route reads: the keys of its `querystring` schema (none without one).
 * Null when the schema is not a plain object, whose keys cannot be listed: the whole query then counts.
 */
export function queryNamesOf(route: Pick<RouteOptions, "schema">): readonly string[] | null {
  const schema = route.schema?.querystring;
  if (schema === undefined) return [];
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : null;
}

/** A path parameter as routes read it: a number without leading zeros, a member's id in lower case. */
const canonicalParam = (value: unknown) =>
  typeof value !== "string"
    ? value
    : /^\d{1,15}$/.test(value)
      ? String(Number(value))
      : /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
        ? value.toLowerCase()
        : value;

/**
 * The address an API answer is kept under: its route's pattern with the path parameters Fastify
 * decoded (written one way: `/api/questions/%31` and `/api/questions/01` are question 1), and
 * the values Fastify parsed for the query parameters the route reads, in one order. Parameters
 * the route does not read (tracking parameters, made-up names) make no entry of their own
 * (issue 20).
 */
export function apiCacheAddress(request: FastifyRequest, names: readonly string[] | null, routeUrl: string): string {
  if (names === null) return request.url;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const pathname = routeUrl.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => encodeURIComponent(String(canonicalParam(params[name]))));
  const query = (request.query ?? {}) as Record<string, unknown>;
  const read = names.filter((name) => Object.hasOwn(query, name)).sort();
  return read.length ? `${pathname}?${JSON.stringify(read.map((name) => [name, query[name]]))}` : pathname;
}

export interface HttpCacheOptions {
  /** Visitors' answers. */
  cache: PublicCache;
  /** Each member's own answers (keys start with the member's id); on the same clock. */
  members: PublicCache;
  /** The origin links are made for (lib/origin.ts): answers that carry absolute links differ by it. */
  originOf(request: FastifyRequest): string;
}

/** The caches as the rest of the server uses them (page-html renders pages through them). */
export interface HttpCache {
  /**
   * Sends the cached page kept under `url` (the page's canonical address, `canonicalPageUrl`)
   * for this request's viewer (a member's own, or the visitors'), or waits a bounded time for a
   * rendering in progress; true when answered.
   */
  serve(request: FastifyRequest, reply: FastifyReply, url: string): Promise<boolean>;
  /** Starts rendering this request's page for the cache (call after `serve` said false). */
  beginFill(request: FastifyRequest, url: string): void;
  /**
   * Stores the page rendered for the fill begun on this request, showing these tags (null: it
   * cannot be kept), and sends it, compressed once off the event loop.
   */
  complete(request: FastifyRequest, reply: FastifyReply, body: string, contentType: string, shows: { tags: string[]; expiresAt: number } | null): Promise<FastifyReply>;
  /** Headers that mark a request made by the server itself (app.inject), whose answer then carries its cache tags. */
  internalHeaders(): Record<string, string>;
  /** What an internal request's answer shows: its tags and expiry, or null when no cache keeps it. */
  showsOf(headers: Record<string, unknown>): { tags: string[]; expiresAt: number } | null;
}

const INTERNAL_HEADER = "x-ponder-internal";
const TAGS_HEADER = "x-ponder-tags";
/** When an internal request's answer stops being right by itself (ms since the epoch), for a page that embeds it. */
const EXPIRES_HEADER = "x-ponder-expires";

const accepts = (request: FastifyRequest, encoding: "br" | "gzip") => {
  const header = String(request.headers["accept-encoding"] ?? "");
  return new RegExp(`(^|[\\s,])${encoding}(?!;q=0(\\.0*)?(\\s|,|$))`).test(header);
};

/** Whether an If-None-Match header names this validator. */
const matches = (header: string | undefined, etag: string) =>
  Boolean(header) && (header!.trim() === "*" || header!.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag.replace(/^W\//, "")));

const EMPTY = Buffer.alloc(0);

/**
 * Registers the caches. Routes with `config.publicCache` answer visitors from the public cache;
 * members get the public answer with their own data laid over it (`overlay`), kept for them.
 * Routes with `config.memberCache` keep each member's own answer for them. Staff and every
 * other answer are left alone.
 */
export function registerHttpCache(app: FastifyInstance, { cache, members, originOf }: HttpCacheOptions): HttpCache {
  const secret = randomBytes(18).toString("base64url");
  app.decorateRequest("cacheFill", null);
  app.decorateRequest("cacheUrl", null);
  const live = cache.clock.live;
  // Every fill ends, whatever happens to its request: a rendering that threw (the database
  // down), a client that went away, a timeout. Its waiters would otherwise wait for it.
  const releaseFill = async (request: FastifyRequest) => {
    const fill = request.cacheFill;
    request.cacheFill = null;
    fill?.release();
  };
  app.addHook("onResponse", releaseFill);
  app.addHook("onRequestAbort", releaseFill);
  app.addHook("onTimeout", releaseFill);

  const isInternal = (request: FastifyRequest) => request.headers[INTERNAL_HEADER] === secret;
  // Pages are rendered in the reader's language (API answers are the same in every one).
  // Who is asking is `request.user`, decided once by the session hook (plugins/sessions.ts);
  // what is asked is the address the answer is kept under (`cacheUrl`, set by the route's
  // hook or the page renderer), never the raw URL.
  const publicKey = (request: FastifyRequest) => {
    const url = request.cacheUrl ?? request.url;
    return `${originOf(request)}${url}${url.startsWith("/api/") ? "" : ` ${request.locale}`}`;
  };
  const memberKey = (request: FastifyRequest, member: Member) => `${member.id} ${publicKey(request)}`;
  /** Members whose answers are kept: staff see held posts and moderation state, theirs are never kept. */
  const keptFor = (request: FastifyRequest): Member | null => (request.user && !isStaff(request.user) ? request.user : null);

  // Better compression, off the request path: one answer at a time on zlib's thread pool, only
  // for answers asked for again (most first answers of the long tail are asked for once).
  const waiting: Array<{ store: PublicCache; key: string; answer: CachedAnswer }> = [];
  let recompressing = false;
  const recompressNext = async () => {
    if (recompressing) return;
    recompressing = true;
    try {
      for (let next = waiting.shift(); next; next = waiting.shift()) {
        if (!next.store.holds(next.key, next.answer)) continue;
        const br = await brotli(next.answer.identity, { params: brotliParams(BEST_BROTLI_QUALITY, next.answer.identity.length) });
        if (br.length < next.answer.br.length && next.store.holds(next.key, next.answer)) next.store.replaceBody(next.key, next.answer, "br", br);
      }
    } finally {
      recompressing = false;
    }
  };
  const recompressLater = (store: PublicCache, key: string, answer: CachedAnswer) => {
    if (answer.recompressed || !answer.br.length || waiting.length >= MAX_WAITING_RECOMPRESSIONS) return;
    answer.recompressed = true;
    waiting.push({ store, key, answer });
    setImmediate(() => void recompressNext().catch((error: unknown) => app.log.warn({ err: error }, "recompressing a cached answer failed")));
  };

  /** The encoding this reader is sent a kept answer in (null: as it is). */
  const encodingFor = (request: FastifyRequest, answer: CachedAnswer): "br" | "gzip" | null =>
    !answer.compressible ? null : accepts(request, "br") ? "br" : accepts(request, "gzip") ? "gzip" : null;

  /**
   * The answer's body in this encoding: made on zlib's thread pool when first asked for (at the
   * quality that suits a first answer), kept with the answer, shared by readers asking at once.
   */
  const encoded = async (store: PublicCache, key: string, answer: CachedAnswer, encoding: "br" | "gzip"): Promise<Buffer> => {
    if (answer[encoding].length) return answer[encoding];
    answer.compressing ??= {};
    let making = answer.compressing[encoding];
    if (!making) {
      making = (
        encoding === "br"
          ? brotli(answer.identity, { params: brotliParams(FIRST_BROTLI_QUALITY, answer.identity.length) })
          : gzipAsync(answer.identity, { level: FIRST_GZIP_LEVEL })
      ).finally(() => delete answer.compressing![encoding]);
      answer.compressing[encoding] = making;
    }
    const body = await making;
    if (!answer[encoding].length) store.replaceBody(key, answer, encoding, body);
    return body;
  };

  /** Sends a kept answer with its validator (304 when the viewer has it); a member's is private. */
  const send = async (request: FastifyRequest, reply: FastifyReply, store: PublicCache, key: string, answer: CachedAnswer, personal: boolean) => {
    reply.header("etag", answer.etag).header("cache-control", personal ? personalCacheControl(request) : PUBLIC_CACHE_CONTROL).header("vary", VARY);
    if (isInternal(request)) {
      reply.header(TAGS_HEADER, answer.tags.join(" "));
      if (Number.isFinite(answer.expiresAt)) reply.header(EXPIRES_HEADER, String(answer.expiresAt));
    }
    if (matches(request.headers["if-none-match"], answer.etag)) return reply.status(304).send();
    reply.type(answer.contentType);
    const encoding = encodingFor(request, answer);
    if (encoding) return reply.header("content-encoding", encoding).send(await encoded(store, key, answer, encoding));
    return reply.send(answer.identity);
  };

  const storeOf = (fill: CacheFill) => (fill.store === "public" ? cache : members);

  /** Sends the kept answer for this key, waiting for a rendering in progress; false when there is none. */
  const serveKey = async (request: FastifyRequest, reply: FastifyReply, store: PublicCache, key: string, personal: boolean) => {
    let answer = store.get(key);
    if (!answer) {
      // Someone is rendering it now: one rendering serves everyone who asked meanwhile, for a
      // bounded time; then this request renders it itself.
      await store.wait(key, FILL_WAIT_MS);
      answer = store.get(key);
    }
    if (!answer) return false;
    recompressLater(store, key, answer);
    await send(request, reply, store, key, answer, personal);
    return true;
  };

  const begin = (request: FastifyRequest, store: "public" | "member", key: string, tags: string[], maxAgeSeconds?: number) => {
    const renderedAt = cache.clock.now();
    const release = (store === "public" ? cache : members).begin(key, FILL_WAIT_MS) ?? (() => {});
    request.cacheFill = { store, key, tags, renderedAt, expiresAt: maxAgeSeconds ? Date.now() + maxAgeSeconds * 1000 : Infinity, release };
  };

  /** Keeps an answer; its compressed bodies are made when readers first ask for them (`encoded`). */
  const store = async (fill: CacheFill, body: string | Buffer, contentType: string, compress: boolean): Promise<CachedAnswer> => {
    const identity = typeof body === "string" ? Buffer.from(body) : body;
    const answer: CachedAnswer = {
      contentType,
      identity,
      compressible: compress,
      br: EMPTY,
      gzip: EMPTY,
      etag: `W/"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
      tags: fill.tags,
      renderedAt: fill.renderedAt,
      expiresAt: fill.expiresAt,
    };
    storeOf(fill).set(fill.key, answer);
    return answer;
  };

  /** A member's answer: the public one with their own data laid over it, kept for them. */
  const overlaid = async (request: FastifyRequest, reply: FastifyReply, overlay: Overlay, member: Member) => {
    const key = publicKey(request);
    let answer = cache.get(key);
    if (!answer) {
      // Rendered as a visitor would see it (no cookie), through the cache, so the next member
      // and visitor find it there.
      const publicAnswer = await app.inject({ method: "GET", url: request.url, headers: { ...originHeaders(request), [INTERNAL_HEADER]: secret } });
      if (publicAnswer.statusCode !== 200) return false;
      answer = cache.get(key);
      if (!answer) return false;
    }
    if (overlay === SAME) {
      await send(request, reply, cache, key, answer, true);
      return true;
    }
    // Before reading what is theirs: a change meanwhile makes the kept answer stale at once.
    begin(request, "member", memberKey(request, member), [...answer.tags, ...memberTags(member.id)]);
    const fill = request.cacheFill!;
    request.cacheFill = null;
    try {
      const body = await overlay(member, cache.parsed(answer));
      if (body === null) return false;
      await send(request, reply, members, fill.key, await store(fill, JSON.stringify(body), answer.contentType, false), true);
      return true;
    } finally {
      fill.release();
    }
  };

  app.addHook("onRoute", (route) => {
    const rule = route.config?.publicCache;
    const memberRule = route.config?.memberCache;
    // With caching off every route answers as it would alone.
    if ((!rule && !memberRule) || !live) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((method) => method !== "GET" && method !== "HEAD")) throw new Error(`A cache on a ${String(route.method)} route: ${route.url}`);
    const names = queryNamesOf(route);
    const previous = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [
      ...previous,
      async (request: FastifyRequest, reply: FastifyReply) => {
        request.cacheUrl = apiCacheAddress(request, names, route.url);
        if (request.user) {
          const member = keptFor(request);
          if (!member) return undefined;
          const key = memberKey(request, member);
          if (await serveKey(request, reply, members, key, true)) return reply;
          const overlay = rule?.overlay?.(request);
          if (overlay && (await overlaid(request, reply, overlay, member))) return reply;
          if (memberRule) begin(request, "member", key, [...memberRule.tags(request), ...memberTags(member.id)]);
          return undefined;
        }
        if (!rule) return undefined;
        if (await serveKey(request, reply, cache, publicKey(request), false)) return reply;
        begin(request, "public", publicKey(request), rule.tags(request), rule.maxAgeSeconds);
        return undefined;
      },
    ];
    // Members shown with their reputation: their tags come from the answer itself, so no route
    // has to remember them (tags.ts, reputationTagsOf).
    const previousSerialization = route.preSerialization === undefined ? [] : Array.isArray(route.preSerialization) ? route.preSerialization : [route.preSerialization];
    route.preSerialization = [
      ...previousSerialization,
      async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
        if (request.cacheFill) addCacheTags(request, reputationTagsOf(payload));
        return payload;
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
        const keepable =
          reply.statusCode === 200 && !reply.hasHeader("set-cookie") && !reply.hasHeader("content-encoding") && (typeof payload === "string" || Buffer.isBuffer(payload));
        if (!keepable) {
          fill.release();
          return payload;
        }
        const personal = fill.store === "member";
        if (personal && memberRule?.expiresAt) {
          fill.expiresAt = Math.min(fill.expiresAt, memberRule.expiresAt(JSON.parse(payload.toString())));
          if (isInternal(request)) reply.header(EXPIRES_HEADER, String(fill.expiresAt));
        }
        try {
          const answer = await store(fill, payload as string | Buffer, String(reply.getHeader("content-type") ?? "application/json; charset=utf-8"), !personal);
          reply.header("etag", answer.etag).header("cache-control", personal ? personalCacheControl(request) : PUBLIC_CACHE_CONTROL).header("vary", VARY);
          if (matches(request.headers["if-none-match"], answer.etag)) {
            reply.status(304);
            return "";
          }
          const encoding = encodingFor(request, answer);
          if (!encoding) return answer.identity;
          reply.header("content-encoding", encoding);
          return encoded(storeOf(fill), fill.key, answer, encoding);
        } finally {
          fill.release();
        }
      },
    ];
  });

  return {
    async serve(request, reply, url) {
      if (!live) return false;
      request.cacheUrl = url;
      const member = keptFor(request);
      if (request.user && !member) return false;
      return member ? serveKey(request, reply, members, memberKey(request, member), true) : serveKey(request, reply, cache, publicKey(request), false);
    },
    beginFill(request, url) {
      if (!live) return;
      request.cacheUrl = url;
      const member = keptFor(request);
      if (request.user && !member) return;
      if (member) begin(request, "member", memberKey(request, member), memberTags(member.id));
      else begin(request, "public", publicKey(request), []);
    },
    async complete(request, reply, body, contentType, shows) {
      const fill = request.cacheFill;
      request.cacheFill = null;
      try {
        if (fill && shows) {
          const kept = { ...fill, tags: [...fill.tags, ...shows.tags], expiresAt: Math.min(fill.expiresAt, shows.expiresAt) };
          return send(request, reply, storeOf(kept), kept.key, await store(kept, body, contentType, true), fill.store === "member");
        }
        // Not kept: still compressed off the event loop.
        reply.header("cache-control", PRIVATE_CACHE_CONTROL).header("vary", VARY).type(contentType);
        if (accepts(request, "br")) return reply.header("content-encoding", "br").send(await brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }));
        if (accepts(request, "gzip")) return reply.header("content-encoding", "gzip").send(await gzipAsync(body, { level: 6 }));
        return reply.send(body);
      } finally {
        fill?.release();
      }
    },
    internalHeaders: () => ({ [INTERNAL_HEADER]: secret }),
    showsOf: (headers) => {
      const tags = headers[TAGS_HEADER];
      if (typeof tags !== "string") return null;
      const expires = Number(headers[EXPIRES_HEADER]);
      return { tags: tags.split(" ").filter(Boolean), expiresAt: Number.isFinite(expires) && expires > 0 ? expires : Infinity };
    },
  };
}
