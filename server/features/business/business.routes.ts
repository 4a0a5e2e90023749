import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { requireUser } from "../../plugins/sessions";
import { analyticsRangeSchema } from "../../services/member-analytics";
import { getAnalytics } from "./business.queries";
import { businessAnalyticsSchema } from "@shared/business.responses";

const analyticsQuerySchema = z.object({ range: analyticsRangeSchema });

/** The signed-in member's business analytics, computed from their own content. */
export async function businessRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/business/analytics", { schema: { querystring: analyticsQuerySchema, response: { 200: businessAnalyticsSchema } } }, async (request) =>
    getAnalytics(db, requireUser(request).id, request.query.range),
  );
}
