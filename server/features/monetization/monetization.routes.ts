import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { monetizationStreams } from "@shared/monetization";
import type { Db } from "../../db/client";
import { requireUser } from "../../plugins/sessions";
import { getMonetization, setEnrollment } from "./monetization.queries";
import { monetizationOverviewSchema } from "@shared/monetization.responses";

const streamParamSchema = z.object({ stream: z.enum(monetizationStreams) });

/** Monetization: the member's streams with status and estimates; join and leave a stream. */
export async function monetizationRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/monetization", { schema: { response: { 200: monetizationOverviewSchema } } }, async (request) => getMonetization(db, requireUser(request).id));

  for (const [method, join] of [["POST", true], ["DELETE", false]] as const) {
    r.route({
      method,
      url: "/api/monetization/streams/:stream",
      schema: { params: streamParamSchema, response: { 200: monetizationOverviewSchema } },
      handler: async (request) => {
        const user = requireUser(request);
        await setEnrollment(db, user.id, request.params.stream, join);
        return getMonetization(db, user.id);
      },
    });
  }
}
