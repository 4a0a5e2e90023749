import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import type { ZodType } from "zod";
import type { BootQuery } from "@shared/boot";
import { routeTable } from "../plugins/route-table";
import { sameForEveryone, type MemberCacheRule, type PublicCacheRule } from "../cache/http-cache";
import { memberTags, reputationTagsOf } from "../cache/tags";

/**
 * The reply a route's handler gets when a page calls it in process: the GET handlers of boot
 * queries return their data; a header they set (as /api/site does) belongs to the API
 * answer, not to the page, so it is dropped. Anything else a handler asked of the reply
 * would fail loudly (a 500 logged, the entry left out).
 */
const pageReply = { header: () => pageReply } as unknown as FastifyReply;

/** What a page embeds of one API answer: its status, its body as the API sends it, and what it shows (the cache's change tags). */
export interface BootAnswer {
  status: number;
  data: unknown;
  /** The tags and expiry the answer would be kept with for this viewer; null when no cache would keep it. */
  shows: { tags: string[]; expiresAt: number } | null;
}

/** The path parameters of `path` under a route pattern, or null when it does not match. */
function paramsOf(pattern: string, path: string): Record<string, string> | null {
  const names = pattern.split("/");
  const values = path.split("/");
  if (names.length !== values.length) return null;
  const params: Record<string, string> = {};
  for (const [index, name] of names.entries()) {
    if (name.startsWith(":")) params[name.slice(1)] = decodeURIComponent(values[index]!);
    else if (name !== values[index]) return null;
  }
  return params;
}

/**
 * What the cache would keep this viewer's answer with (server/cache/http-cache.ts): a visitor's
 * under the route's public rule; a member's as the public answer with theirs laid over it
 * (their own tags added, none for an answer the same for everyone), or under the member rule.
 */
function showsOf(request: FastifyRequest, route: RouteOptions, status: number, data: unknown): BootAnswer["shows"] {
  const publicRule: PublicCacheRule | undefined = route.config?.publicCache;
  const memberRule: MemberCacheRule | undefined = route.config?.memberCache;
  const expiry = (rule: PublicCacheRule) => (rule.maxAgeSeconds ? Date.now() + rule.maxAgeSeconds * 1000 : Infinity);
  if (!request.user) return publicRule ? { tags: publicRule.tags(request), expiresAt: expiry(publicRule) } : null;
  const member = memberTags(request.user.id);
  if (publicRule?.overlay === sameForEveryone) return { tags: publicRule.tags(request), expiresAt: expiry(publicRule) };
  if (publicRule?.overlay?.(request) && status === 200) return { tags: [...publicRule.tags(request), ...member], expiresAt: expiry(publicRule) };
  if (!memberRule) return null;
  return { tags: [...memberRule.tags(request), ...member], expiresAt: memberRule.expiresAt && status === 200 ? memberRule.expiresAt(data) : Infinity };
}

/**
 * Answers a page's boot queries in process: the query's route (found in the route table by its
 * pattern) validates its parameters with its own schemas, its handler runs as this request's
 * viewer, and the result is serialised by its response schema, exactly as the API would send
 * it. No request of its own (no hooks run again): the page is built once (issue 21).
 */
export function createBootLoader(app: FastifyInstance) {
  const routes = new Map<string, { route: RouteOptions; serialize: (data: unknown) => string }>();
  const routeOf = (pattern: string) => {
    let found = routes.get(pattern);
    if (!found) {
      const route = routeTable(app).find((candidate) => candidate.url === pattern && [candidate.method].flat().includes("GET"));
      if (!route) throw new Error(`No GET route ${pattern} for a boot query`);
      const schema = (route.schema?.response as Record<number, ZodType>)[200]!;
      found = { route, serialize: serializerCompiler({ schema, method: "GET", url: pattern }) as (data: unknown) => string };
      routes.set(pattern, found);
    }
    return found;
  };

  return async function answer(request: FastifyRequest, query: BootQuery): Promise<BootAnswer> {
    const { route, serialize } = routeOf(query.route);
    const [path = "", search = ""] = query.url.split("?");
    const rawParams = paramsOf(query.route, path) ?? {};
    const schema = route.schema as { params?: ZodType; querystring?: ZodType } | undefined;
    // The rules read the request as the route would have it: its parameters and query.
    const asked = Object.create(request, {
      params: { value: rawParams, writable: true },
      query: { value: Object.fromEntries(new URLSearchParams(search)), writable: true },
    }) as FastifyRequest;
    let status = 200;
    let data: unknown = null;
    try {
      asked.params = schema?.params ? schema.params.parse(rawParams) : rawParams;
      asked.query = schema?.querystring ? schema.querystring.parse(asked.query) : asked.query;
      // The route's own handler: the loader the API calls is the loader the page calls.
      data = JSON.parse(serialize(await route.handler.call(app, asked, pageReply)));
    } catch (error) {
      status = (error as { statusCode?: number }).statusCode ?? ((error as { name?: string }).name === "ZodError" ? 400 : 500);
      if (status >= 500) request.log.error({ err: error, url: query.url }, "a page's boot query failed");
    }
    const shows = showsOf(asked, route, status, data);
    // Members shown with their reputation, as the cache adds them to the API's own answer (tags.ts).
    return { status, data: status === 200 ? data : null, shows: shows && status === 200 ? { ...shows, tags: [...shows.tags, ...reputationTagsOf(data)] } : shows };
  };
}
