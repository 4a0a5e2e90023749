import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { numericIdParamSchema } from "@shared/ids";
import { leadersQuerySchema, topicLeadersQuerySchema } from "@shared/leaders";
import { leaderPageSchema, topicLeadersSchema } from "@shared/leaders.responses";
import { addCacheTags, sameForEveryone, type PublicCacheRule } from "../../cache/http-cache";
import { LISTS, profileTag } from "../../cache/tags";
import { findTopic } from "../../content/topics";
import type { Db } from "../../db/client";
import { notFound } from "../../errors";
import { listLeaders, listTopicLeaders } from "./leaders.queries";

/**
 * How long a visitor's leaderboard may be kept: its windows (the last 7, 30,
 * 365 days) move with the clock alone, so an answer is right for a minute at most even when
 * nothing is written. Writes drop it sooner: every vote, acceptance and deletion moves a post's
 * row (LISTS), which is how a member not shown yet enters it, and a shown member's reputation,
 * name, picture or account state (rep:<id> from the payload itself, profile:<id> added here)
 * drops the pages that show them.
 */
export const LEADERS_MAX_AGE_SECONDS = 60;

/** The same for everyone (members read the visitors' answer as it is), under the parameters its query names. */
const leaderboard: PublicCacheRule = { tags: () => [LISTS], maxAgeSeconds: LEADERS_MAX_AGE_SECONDS, overlay: sameForEveryone };

/** The members an answer shows: their profile tags, so a suspension or a new name drops it. */
const showsMembers = (request: FastifyRequest, items: { member: { id: string } }[]) =>
  addCacheTags(request, items.map((item) => profileTag(item.member.id)));

/** Members by reputation: /users, and each topic's top answerers (issue 24 point 2). */
export async function leadersRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // A static segment beside /api/users/:id: Fastify's router prefers it, and a member's id is a uuid, never "leaders".
  r.get("/api/users/leaders", { schema: { querystring: leadersQuerySchema, response: { 200: leaderPageSchema } }, config: { publicCache: leaderboard } }, async (request) => {
    const page = await listLeaders(db, request.query);
    showsMembers(request, page.items);
    return page;
  });

  r.get(
    "/api/topics/:id/leaders",
    { schema: { params: numericIdParamSchema, querystring: topicLeadersQuerySchema, response: { 200: topicLeadersSchema } }, config: { publicCache: leaderboard } },
    async (request) => {
      if (!(await findTopic(db, request.params.id))) throw notFound("Topic not found");
      const leaders = await listTopicLeaders(db, request.params.id, request.query.period);
      showsMembers(request, leaders.items);
      return leaders;
    },
  );
}
