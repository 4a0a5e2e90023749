import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { userIdParamSchema } from "@shared/ids";
import { pageQuerySchema } from "@shared/questions";
import { privilegeListSchema, reputationPageSchema, reputationTimelineSchema } from "@shared/reputation.responses";
import { LISTS, profileTag } from "../../cache/tags";
import type { Db } from "../../db/client";
import { listPrivileges, thresholdsOf } from "../../policy/privileges";
import { loadVisibleMember } from "../../policy/visibility";
import type { SettingsStore } from "../../services/site-settings";
import { listReputationHistory, reputationTimeline } from "./reputation.queries";

/** A member's reputation history and its timeline, and the privileges it earns (issue 24). */
export async function reputationRoutes(app: FastifyInstance, { db, settings }: { db: Db; settings: SettingsStore }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The history shows posts' titles and whether the viewer may see them: any list change counts.
  const profileShows = (request: FastifyRequest) => [profileTag((request.params as { id: string }).id), LISTS];

  r.get(
    "/api/users/:id/reputation",
    { schema: { params: userIdParamSchema, querystring: pageQuerySchema, response: { 200: reputationPageSchema } }, config: { publicCache: { tags: profileShows } } },
    async (request) => {
      const member = await loadVisibleMember(db, request.params.id);
      return listReputationHistory(db, request.user, member, request.query);
    },
  );

  r.get(
    "/api/users/:id/reputation/timeline",
    { schema: { params: userIdParamSchema, response: { 200: reputationTimelineSchema } }, config: { publicCache: { tags: profileShows } } },
    async (request) => reputationTimeline(db, await loadVisibleMember(db, request.params.id)),
  );

  r.get("/api/privileges", { schema: { response: { 200: privilegeListSchema } } }, async (request) => {
    const row = await settings.get();
    const viewer = request.user;
    return { reputation: viewer?.reputation ?? null, preset: row.privilegePreset, items: listPrivileges(viewer, thresholdsOf(row)) };
  });
}
