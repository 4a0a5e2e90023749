import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contactSchema, feedbackSchema } from "@shared/contact";
import type { Db } from "../../db/client";
import { insertContactMessage, insertFeedback } from "./contact.queries";

const stored = { 201: z.object({ ok: z.literal(true) }) };

/**
 * The contact form and the help page's feedback box: stored for admins (GET
 * /api/admin/messages), visitors and members alike, limited per address.
 */
export async function contactRoutes(app: FastifyInstance, { db, limit }: { db: Db; limit: { max: number; timeWindow: number } | false }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post("/api/contact", { schema: { body: contactSchema, response: stored }, config: { rateLimit: limit } }, async (request, reply) => {
    await insertContactMessage(db, { ...request.body, userId: request.user?.id ?? null });
    return reply.status(201).send({ ok: true as const });
  });

  r.post("/api/feedback", { schema: { body: feedbackSchema, response: stored }, config: { rateLimit: limit } }, async (request, reply) => {
    const { message, helpful, page } = request.body;
    await insertFeedback(db, { message, helpful: helpful ?? null, page: page || null, userId: request.user?.id ?? null });
    return reply.status(201).send({ ok: true as const });
  });
}
