import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { numericIdParamSchema } from "@shared/ids";
import { createSpaceSchema, spaceQuestionSchema, spaceQuestionsQuerySchema, spacesQuerySchema } from "@shared/spaces";
import type { Db } from "../../db/client";
import { conflict, forbidden, notFound } from "../../errors";
import { requireUser } from "../../plugins/sessions";
import type { Moderation } from "../../content/moderation";
import { askQuestion } from "../../content/ask";
import { createSpace, findSpace, isSpaceMember, listSpaceQuestions, spaceExists } from "./spaces.queries";
import { askedQuestionSchema, questionPageSchema } from "@shared/questions.responses";
import { spaceMembershipSchema, spacePageSchema, spaceSchema } from "@shared/spaces.responses";
import { listSpaces, setSpaceMembership } from "../../content/spaces";

const SPACE_NOT_FOUND = "Space not found";
export const JOIN_TO_POST = "Join this space to post in it.";

/** Spaces: list (public), create, show, join and leave, and the space's posts. */
export async function spacesRoutes(app: FastifyInstance, { db, moderation }: { db: Db; moderation: Moderation }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/spaces", { schema: { querystring: spacesQuerySchema, response: { 200: spacePageSchema } } }, async (request) => {
    const { tab, ...page } = request.query;
    // Joined means the viewer's own spaces: only a member has any.
    const viewerId = tab === "joined" ? requireUser(request).id : (request.user?.id ?? null);
    return listSpaces(db, { tab, ...page, viewerId });
  });

  r.post("/api/spaces", { schema: { body: createSpaceSchema, response: { 201: spaceSchema } }, config: { visibleWrite: true } }, async (request, reply) => {
    const user = requireUser(request);
    const space = await createSpace(db, user.id, request.body);
    if (!space) throw conflict("A space with this name already exists.", "name");
    return reply.code(201).send(space);
  });

  r.get("/api/spaces/:id", { schema: { params: numericIdParamSchema, response: { 200: spaceSchema } } }, async (request) => {
    const space = await findSpace(db, request.params.id, request.user?.id ?? null);
    if (!space) throw notFound(SPACE_NOT_FOUND);
    return space;
  });

  for (const [method, join] of [["POST", true], ["DELETE", false]] as const) {
    r.route({
      method,
      url: "/api/spaces/:id/join",
      schema: { params: numericIdParamSchema, response: { 200: spaceMembershipSchema } },
      handler: async (request) => {
        const user = requireUser(request);
        const membership = await setSpaceMembership(db, user.id, request.params.id, join);
        if (!membership) throw notFound(SPACE_NOT_FOUND);
        return membership;
      },
    });
  }

  r.get(
    "/api/spaces/:id/questions",
    { schema: { params: numericIdParamSchema, querystring: spaceQuestionsQuerySchema, response: { 200: questionPageSchema } } },
    async (request) => {
      if (!(await spaceExists(db, request.params.id))) throw notFound(SPACE_NOT_FOUND);
      return listSpaceQuestions(db, request.params.id, { ...request.query, viewer: request.user });
    },
  );

  // Posting in a space is asking a question there: the same checks, sanitising and moderation
  // as the composer (askQuestion), plus membership.
  r.post("/api/spaces/:id/questions", { schema: { params: numericIdParamSchema, body: spaceQuestionSchema, response: { 201: askedQuestionSchema } }, config: { visibleWrite: true } }, async (request, reply) => {
    const user = requireUser(request);
    const spaceId = request.params.id;
    if (!(await spaceExists(db, spaceId))) throw notFound(SPACE_NOT_FOUND);
    if (!(await isSpaceMember(db, user.id, spaceId))) throw forbidden(JOIN_TO_POST);
    const question = await askQuestion(db, moderation, user, { ...request.body, topicIds: [], mediaFiles: [] }, { spaceId });
    return reply.code(201).send(question);
  });
}
