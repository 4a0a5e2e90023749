import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import type { ZodType } from "zod";
import type { BootQuery } from "@shared/boot";
import type { Db } from "../db/client";
import { notFound } from "../errors";
import { routeTable } from "../plugins/route-table";
import { requireUser } from "../plugins/sessions";
import { sameForEveryone, type MemberCacheRule, type PublicCacheRule } from "../cache/http-cache";
import { memberTags } from "../cache/tags";
import { presentProfile, presentUser } from "../accounts/users.presenter";
import { findSubscription, presentSubscription } from "../accounts/subscription";
import { presentSiteInfo, type SettingsStore } from "../services/site-settings";
import { loadVisibleMember, loadVisibleQuestion, MEMBER_NOT_FOUND } from "../policy/visibility";
import { memberAbilities } from "../policy/abilities";
import { canEditProfile, canSeeProfileDetails } from "../policy/profiles";
import { presentQuestionDetail } from "../content/question-summaries";
import { listAnswers } from "../content/answer-items";
import { findTopic, listFollowedTopics } from "../content/topics";
import { listForYouQuestions, listTopicQuestions, listTrendingQuestions } from "../features/questions";
import { isFollowingTopic, listTrendingTopics } from "../features/topics";
import { findProfile, listUserQuestions } from "../features/users";
import { findSpace } from "../features/spaces";
import { countUnreadNotifications } from "../features/notifications";
import { countUnreadMessages } from "../features/messages";
import { listComments } from "../features/comments";

/** What a page reads of one API route: its validated path parameters and query. */
interface LoaderInput {
  // Validated by the route's own schemas, so typed loosely here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  params: any;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query: any;
}
type Loader = (request: FastifyRequest, input: LoaderInput) => Promise<unknown>;

/**
 * The loaders the API routes a page embeds call, by route: what each route's handler returns
 * for this viewer (`request.user`, decided once by the session hook), without a request of its
 * own. The feed's tab here is For You only (the home page's), as the boot queries ask it.
 */
function loaders(db: Db, settings: SettingsStore): Record<string, Loader> {
  const topic = async (id: number) => {
    if (!(await findTopic(db, id))) throw notFound("Topic not found");
  };
  return {
    "/api/auth/user": async (request) => {
      const user = requireUser(request);
      return presentUser(request.lapsedStaffRole ? { ...user, role: request.lapsedStaffRole } : user);
    },
    "/api/site": async () => presentSiteInfo(await settings.get()),
    "/api/users/topics/followed": async (request) => listFollowedTopics(db, requireUser(request).id),
    "/api/topics/trending": async () => listTrendingTopics(db),
    "/api/subscriptions/me": async (request) => presentSubscription(await findSubscription(db, requireUser(request).id)),
    "/api/notifications/unread-count": async (request) => ({ count: await countUnreadNotifications(db, requireUser(request).id) }),
    "/api/conversations/unread-count": async (request) => ({ count: await countUnreadMessages(db, requireUser(request).id) }),
    "/api/questions": async (request, { query: { tab: _tab, ...page } }) => {
      const user = requireUser(request);
      return listForYouQuestions(db, user.id, { ...page, viewer: user });
    },
    "/api/questions/trending": async (request, { query: { period, ...page } }) => listTrendingQuestions(db, period, { ...page, viewer: request.user }),
    "/api/questions/:id": async (request, { params }) => presentQuestionDetail(db, await loadVisibleQuestion(db, request.user, params.id), request.user),
    "/api/questions/:id/answers": async (request, { params, query }) => {
      const question = await loadVisibleQuestion(db, request.user, params.id);
      return listAnswers(db, question.id, { ...query, viewer: request.user });
    },
    "/api/questions/:id/comments": async (request, { params, query }) => {
      const question = await loadVisibleQuestion(db, request.user, params.id);
      return listComments(db, { answer: null, question }, { ...query, viewer: request.user });
    },
    "/api/topics/:id": async (_request, { params }) => {
      const found = await findTopic(db, params.id);
      if (!found) throw notFound("Topic not found");
      return found;
    },
    "/api/topics/:id/following": async (request, { params }) => {
      const user = requireUser(request);
      await topic(params.id);
      return { following: await isFollowingTopic(db, user.id, params.id) };
    },
    "/api/topics/:id/questions": async (request, { params, query: { sort, ...page } }) => {
      await topic(params.id);
      return listTopicQuestions(db, params.id, sort, { ...page, viewer: request.user });
    },
    "/api/users/:id": async (request, { params: { id } }) => {
      const found = await findProfile(db, id, request.user?.id ?? null);
      if (!found) throw notFound(MEMBER_NOT_FOUND);
      return presentProfile(found.user, {
        ...found,
        isOwner: canEditProfile(request.user, id),
        showDetails: canSeeProfileDetails(request.user, found.user),
        abilities: memberAbilities(request.user, found.user),
      });
    },
    "/api/users/:id/questions": async (request, { params, query }) => {
      const author = await loadVisibleMember(db, params.id);
      return listUserQuestions(db, author.id, { ...query, viewer: request.user });
    },
    "/api/spaces/:id": async (request, { params }) => {
      const space = await findSpace(db, params.id, request.user?.id ?? null);
      if (!space) throw notFound("Space not found");
      return space;
    },
  };
}

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
 * pattern) validates its parameters with its own schemas, its loader runs as this request's
 * viewer, and the result is serialised by its response schema, exactly as the API would send
 * it. No request of its own (no hooks run again): the page is built once (issue 21).
 */
export function createBootLoader(app: FastifyInstance, { db, settings }: { db: Db; settings: SettingsStore }) {
  const byRoute = loaders(db, settings);
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
      const params = schema?.params ? schema.params.parse(rawParams) : rawParams;
      const parsedQuery = schema?.querystring ? schema.querystring.parse(asked.query) : asked.query;
      asked.query = parsedQuery;
      data = JSON.parse(serialize(await byRoute[query.route]!(asked, { params, query: parsedQuery })));
    } catch (error) {
      status = (error as { statusCode?: number }).statusCode ?? ((error as { name?: string }).name === "ZodError" ? 400 : 500);
      if (status >= 500) request.log.error({ err: error, url: query.url }, "a page's boot query failed");
    }
    return { status, data: status === 200 ? data : null, shows: showsOf(asked, route, status, data) };
  };
}
