import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { requireUser } from "../../plugins/sessions";
import { analyticsRanges, getAnalytics } from "./business.queries";

const analyticsQuerySchema = z.object({ range: z.enum(analyticsRanges, { error: "range must be 7d, 30d, 90d or 1y" }).default("30d") });

/** The signed-in member's business analytics, computed from their own content. */
export async function businessRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/business/analytics", { schema: { querystring: analyticsQuerySchema } }, async (request) =>
    getAnalytics(db, requireUser(request).id, request.query.range),
  );
}
