import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { pageQuerySchema } from "@shared/questions";
import type { Db } from "../../db/client";
import { listRecentQuestions } from "./questions.queries";

/** Question lists. */
export async function questionsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/api/questions", { schema: { querystring: pageQuerySchema } }, async (request) =>
    listRecentQuestions(db, { ...request.query, viewerId: request.user?.id }),
  );
}
