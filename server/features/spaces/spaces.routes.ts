import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { numericIdParamSchema } from "@shared/ids";
import { createSpaceSchema, spacesQuerySchema } from "@shared/spaces";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../errors";
import { requireUser } from "../../plugins/sessions";
import { createSpace, findSpace, listSpaces, setSpaceMembership } from "./spaces.queries";

const SPACE_NOT_FOUND = "Space not found";

/** Spaces: list (public), create, show, join and leave. */
export async function spacesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/spaces", { schema: { querystring: spacesQuerySchema } }, async (request) => {
    const { tab, ...page } = request.query;
    // Joined means the viewer's own spaces: only a member has any.
    const viewerId = tab === "joined" ? requireUser(request).id : (request.user?.id ?? null);
    return listSpaces(db, { tab, ...page, viewerId });
  });

  r.post("/api/spaces", { schema: { body: createSpaceSchema } }, async (request, reply) => {
    const user = requireUser(request);
    const space = await createSpace(db, user.id, request.body);
    if (!space) throw conflict("A space with this name already exists.", "name");
    return reply.code(201).send(space);
  });

  r.get("/api/spaces/:id", { schema: { params: numericIdParamSchema } }, async (request) => {
    const space = await findSpace(db, request.params.id, request.user?.id ?? null);
    if (!space) throw notFound(SPACE_NOT_FOUND);
    return space;
  });

  for (const [method, join] of [["POST", true], ["DELETE", false]] as const) {
    r.route({
      method,
      url: "/api/spaces/:id/join",
      schema: { params: numericIdParamSchema },
      handler: async (request) => {
        const user = requireUser(request);
        const membership = await setSpaceMembership(db, user.id, request.params.id, join);
        if (!membership) throw notFound(SPACE_NOT_FOUND);
        return membership;
      },
    });
  }
}
