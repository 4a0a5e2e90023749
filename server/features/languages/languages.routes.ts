import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { languagePreferencesSchema } from "@shared/languages";
import type { Db } from "../../db/client";
import { requireUser } from "../../plugins/sessions";
import { getPreferences, listLanguages, savePreferences } from "./languages.queries";
import { z } from "zod";
import { languagePreferencesResponseSchema, languageWithUsersSchema } from "@shared/languages.responses";

/** Languages: the list with member counts, and the signed-in member's preferences. */
export async function languagesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/languages", { schema: { response: { 200: z.array(languageWithUsersSchema) } } }, async (request) => {
    requireUser(request);
    return listLanguages(db);
  });

  r.get("/api/languages/preferences", { schema: { response: { 200: languagePreferencesResponseSchema } } }, async (request) => getPreferences(db, requireUser(request).id));

  r.put("/api/languages/preferences", { schema: { body: languagePreferencesSchema, response: { 200: languagePreferencesResponseSchema } } }, async (request) =>
    savePreferences(db, requireUser(request).id, request.body),
  );
}
