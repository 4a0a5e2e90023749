import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contentStatsFilters } from "@shared/content-stats";
import type { Db } from "../../db/client";
import { requireUser } from "../../plugins/sessions";
import { analyticsRangeSchema } from "../../services/member-analytics";
import { getContentStats } from "./content-stats.queries";
import { contentStatsSchema } from "@shared/content-stats.responses";

const contentStatsQuerySchema = z.object({
  range: analyticsRangeSchema,
  filter: z.enum(contentStatsFilters, { error: "filter must be all, questions or answers" }).default("all"),
});

/** Your content & stats: the signed-in member's own figures, series and top content. */
export async function contentStatsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/content-stats", { schema: { querystring: contentStatsQuerySchema, response: { 200: contentStatsSchema } } }, async (request) =>
    getContentStats(db, requireUser(request).id, request.query.range, request.query.filter),
  );
}
