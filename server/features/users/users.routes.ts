import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { onboardingSchema } from "@shared/topics";
import type { Db } from "../../db/client";
import type { Sessions } from "../../plugins/sessions";
import { requireUser } from "../../plugins/sessions";
import { updateUser } from "../auth/auth.queries";
import { presentUser } from "./users.presenter";

/** Member account routes. */
export async function usersRoutes(app: FastifyInstance, { db }: { db: Db; sessions: Sessions }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.patch("/api/users/onboarding", { schema: { body: onboardingSchema } }, async (request) => {
    const user = requireUser(request);
    return presentUser((await updateUser(db, user.id, { onboardingCompleted: request.body.completed }))!);
  });
}
