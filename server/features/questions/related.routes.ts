import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { numericIdParamSchema } from "@shared/ids";
import { relatedQuestionsSchema } from "@shared/questions.responses";
import { LISTS, questionTag } from "../../cache/tags";
import { sameForEveryone } from "../../cache/http-cache";
import type { Db } from "../../db/client";
import { loadVisibleQuestion } from "../../policy/visibility";
import { listRelatedQuestions } from "./related";

/** Related questions beside a question's answers. */
export async function relatedRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/questions/:id/related",
    {
      schema: { params: numericIdParamSchema, response: { 200: relatedQuestionsSchema } },
      // The same for everyone (published questions only); it shows other questions' titles and counts (lists) and depends on this one's title and topics (q:).
      config: { publicCache: { tags: (request) => [questionTag((request.params as { id: string }).id), LISTS], overlay: sameForEveryone } },
    },
    async (request) => {
      const question = await loadVisibleQuestion(db, request.user, request.params.id);
      return { items: await listRelatedQuestions(db, question) };
    },
  );
}
