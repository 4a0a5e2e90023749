import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sameForEveryone } from "../../cache/http-cache";
import { LISTS } from "../../cache/tags";
import { numericIdParamSchema as idParamSchema } from "@shared/ids";
import type { Db } from "../../db/client";
import { notFound } from "../../errors";
import { requireUser } from "../../plugins/sessions";
import { isFollowingTopic, listTrendingTopics, suggestTopics } from "./topics.queries";
import type { RouteLimit } from "../../plugins/rate-limits";
import { z } from "zod";
import { LIMITS } from "@shared/limits";
import { topicDetailSchema, topicFollowingSchema, topicFollowResultSchema, topicSchema, trendingTopicSchema } from "@shared/topics.responses";
import { createTopicSchema, topicSynonymParamsSchema, topicSynonymSchema } from "@shared/topics";
import { findTopic, listFollowedTopics, setTopicFollow } from "../../content/topics";
import { addTopicSynonym, createTopic, listTopicsWithSynonyms, findTopicDetail, removeTopicSynonym, topicRedirect } from "../../content/topic-names";
import type { PrivilegeGate } from "../../policy/privileges";

const TOPIC_NOT_FOUND = "Topic not found";

const TOPIC_SUGGEST_TEXT_MAX = LIMITS.topicSuggestText;

/** Query string of GET /api/topics/suggest: the text being written; empty finds nothing. */
export const topicSuggestQuerySchema = z.object({
  text: z.string().max(TOPIC_SUGGEST_TEXT_MAX, `text must be at most ${TOPIC_SUGGEST_TEXT_MAX} characters`).default(""),
  limit: z.coerce.number().int().min(1).max(10).default(5),
});

/** Topics and following them. */
export async function topicsRoutes(app: FastifyInstance, { db, privileges, suggestLimit = false }: { db: Db; privileges: PrivilegeGate; suggestLimit?: RouteLimit }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The same for everyone: cached, members included.
  const topicList = { tags: () => [LISTS], overlay: sameForEveryone };
  r.get("/api/topics", { schema: { response: { 200: z.array(topicDetailSchema) } }, config: { publicCache: topicList } }, async () => listTopicsWithSynonyms(db));

  // Trending moves with the clock too: kept a minute at most.
  r.get("/api/topics/trending", { schema: { response: { 200: z.array(trendingTopicSchema) } }, config: { publicCache: { ...topicList, maxAgeSeconds: 60 } } }, async () =>
    listTrendingTopics(db),
  );

  // Topics that fit what a member is writing (the composer, as they type): public topics only,
  // limited per address since it is asked on every pause in typing.
  r.get(
    "/api/topics/suggest",
    { schema: { querystring: topicSuggestQuerySchema, response: { 200: z.array(topicSchema) } }, config: { rateLimit: suggestLimit } },
    async (request) => suggestTopics(db, request.query.text, request.query.limit),
  );

  // A merged topic's id answers 301 with the topic it became (issue 25.5), so old links still work.
  r.get("/api/topics/:id", { schema: { params: idParamSchema, response: { 200: topicDetailSchema } }, config: { publicCache: topicList } }, async (request, reply) => {
    const topic = await findTopicDetail(db, request.params.id);
    if (topic) return topic;
    const into = await topicRedirect(db, request.params.id);
    if (into !== null) return reply.redirect(`/api/topics/${into}`, 301);
    throw notFound(TOPIC_NOT_FOUND);
  });

  // Member topics (issue 25.5): a name no topic or synonym folds like (409 otherwise).
  r.post(
    "/api/topics",
    { schema: { body: createTopicSchema, response: { 201: topicDetailSchema } }, config: { visibleWrite: true, privileges: ["create-topics"] } },
    async (request, reply) => {
      const user = requireUser(request);
      await privileges.require(user, "create-topics");
      const topic = await createTopic(db, request.body);
      return reply.code(201).send(topic);
    },
  );

  r.post(
    "/api/topics/:id/synonyms",
    { schema: { params: idParamSchema, body: topicSynonymSchema, response: { 201: topicDetailSchema } }, config: { visibleWrite: true, privileges: ["topic-synonyms"] } },
    async (request, reply) => {
      const user = requireUser(request);
      await privileges.require(user, "topic-synonyms");
      return reply.code(201).send(await addTopicSynonym(db, request.params.id, request.body.name, user.id));
    },
  );

  r.delete(
    "/api/topics/:id/synonyms/:name",
    { schema: { params: topicSynonymParamsSchema, response: { 200: topicDetailSchema } }, config: { visibleWrite: true, privileges: ["topic-synonyms"] } },
    async (request) => {
      const user = requireUser(request);
      await privileges.require(user, "topic-synonyms");
      return removeTopicSynonym(db, request.params.id, request.params.name);
    },
  );

  r.get("/api/topics/:id/following", { schema: { params: idParamSchema, response: { 200: topicFollowingSchema } }, config: { memberCache: { tags: () => [] } } }, async (request) => {
    const user = requireUser(request);
    if (!(await findTopic(db, request.params.id))) throw notFound(TOPIC_NOT_FOUND);
    return { following: await isFollowingTopic(db, user.id, request.params.id) };
  });

  for (const [method, follow] of [["POST", true], ["DELETE", false]] as const) {
    r.route({
      method,
      url: "/api/topics/:id/follow",
      schema: { params: idParamSchema, response: { 200: topicFollowResultSchema } },
      handler: async (request) => {
        const user = requireUser(request);
        if (!(await findTopic(db, request.params.id))) throw notFound(TOPIC_NOT_FOUND);
        return setTopicFollow(db, user.id, request.params.id, follow);
      },
    });
  }

  r.get("/api/users/topics/followed", { schema: { response: { 200: z.array(topicSchema) } }, config: { memberCache: { tags: () => [] } } }, async (request) => listFollowedTopics(db, requireUser(request).id));
}
