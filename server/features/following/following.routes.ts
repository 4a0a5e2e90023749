import type { FastifyInstance } from "fastify";
import { followingPageSchema } from "@shared/questions.responses";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { followingQuerySchema } from "@shared/questions";
import type { Db } from "../../db/client";
import { requireUser } from "../../plugins/sessions";
import { listFollowingActivity } from "./following.queries";

/** Activity of the people a member follows (spec 2.10). */
export async function followingRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get("/api/questions/following", { schema: { querystring: followingQuerySchema, response: { 200: followingPageSchema } } }, async (request) => {
    const user = requireUser(request);
    const { type, ...page } = request.query;
    return listFollowingActivity(db, user, type, page);
  });
}
