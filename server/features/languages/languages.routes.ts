import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { languagePreferencesSchema } from "@shared/languages";
import type { Db } from "../../db/client";
import { requireUser } from "../../plugins/sessions";
import { getPreferences, listLanguages, savePreferences } from "./languages.queries";

/** Languages: the list with member counts, and the signed-in member's preferences. */
export async function languagesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/languages", async (request) => {
    requireUser(request);
    return listLanguages(db);
  });

  r.get("/api/languages/preferences", async (request) => getPreferences(db, requireUser(request).id));

  r.put("/api/languages/preferences", { schema: { body: languagePreferencesSchema } }, async (request) =>
    savePreferences(db, requireUser(request).id, request.body),
  );
}
