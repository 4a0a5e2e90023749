import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { userIdParamSchema } from "@shared/ids";
import { pageQuerySchema } from "@shared/questions";
import { badgeListSchema, userBadgePageSchema } from "@shared/badges.responses";
import { sameForEveryone } from "../../cache/http-cache";
import { LISTS, profileTag } from "../../cache/tags";
import type { Db } from "../../db/client";
import { loadVisibleMember } from "../../policy/visibility";
import { listBadges, listUserBadges } from "./badges.queries";

/**
 * How long a visitor's badge list may be kept: its counts move with every award anywhere, which
 * no one change tag names, so it is a minute behind at most.
 */
export const BADGE_LIST_MAX_AGE_SECONDS = 60;

/** Every badge (GET /api/badges) and a member's (GET /api/users/{id}/badges) (issue 24). */
export async function badgesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/badges",
    { schema: { response: { 200: badgeListSchema } }, config: { publicCache: { tags: () => [], maxAgeSeconds: BADGE_LIST_MAX_AGE_SECONDS, overlay: sameForEveryone } } },
    async () => listBadges(db),
  );

  // A member's awards announce profile:<id> (migration 0021); the posts' titles follow their visibility (any list change).
  const profileShows = (request: FastifyRequest) => [profileTag((request.params as { id: string }).id), LISTS];
  r.get(
    "/api/users/:id/badges",
    { schema: { params: userIdParamSchema, querystring: pageQuerySchema, response: { 200: userBadgePageSchema } }, config: { publicCache: { tags: profileShows } } },
    async (request) => {
      const member = await loadVisibleMember(db, request.params.id);
      return listUserBadges(db, request.user, member.id, request.query);
    },
  );
}
