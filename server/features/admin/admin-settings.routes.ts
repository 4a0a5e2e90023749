import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { eq, sql } from "drizzle-orm";
import type { SystemStatus } from "@shared/admin";
import { LIMITS } from "@shared/limits";
import { siteSettingsUpdateSchema } from "@shared/site";
import { uploads } from "../../db/schema/content";
import { badRequest } from "../../errors";
import { readSingleFile } from "../../lib/multipart";
import { BrandingError, prepareFavicon, prepareLogo } from "../../services/branding";
import { presentSiteInfo, presentSiteSettings } from "../../services/site-settings";
import { staffOf, type AdminContext } from "./admin-context";
import { recordAudit } from "../../services/audit";
import { brandingUploadSchema, systemStatusSchema } from "@shared/admin.responses";
import { siteSettingsResponseSchema } from "@shared/site.responses";

/** Reads the one file of a multipart upload from this field, at most LIMITS.brandingBytes. */
const readFile = (request: FastifyRequest, field: string) =>
  readSingleFile(request, { field, maxBytes: LIMITS.brandingBytes, tooLarge: `Files must be at most ${LIMITS.brandingBytes / 1024 / 1024} MB`, what: "file" });

/** Site settings, branding uploads and the database status: admins. */
export async function adminSettingsRoutes(app: FastifyInstance, { db, database, settings, twoFactor }: AdminContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { adminArea: "settings" as const };

  r.get("/api/admin/settings", { schema: { response: { 200: siteSettingsResponseSchema } }, config }, async () => presentSiteSettings(await settings.get()));

  r.put("/api/admin/settings", { schema: { body: siteSettingsUpdateSchema, response: { 200: siteSettingsResponseSchema } }, config }, async (request) => {
    const actor = staffOf(request);
    const before = presentSiteSettings(await settings.get());
    // An admin who requires two-factor of staff without having it would lock themselves out.
    if (request.body.requireStaffTwoFactor && !before.requireStaffTwoFactor && !(await twoFactor.isEnabled(actor.id))) {
      throw badRequest("Turn on two-factor sign-in for your own account first (Settings, Security).", "requireStaffTwoFactor");
    }
    const row = await settings.update(request.body);
    const changed = Object.keys(request.body).filter(
      (key) => JSON.stringify(before[key as keyof typeof before]) !== JSON.stringify(request.body[key as keyof typeof request.body]),
    );
    await recordAudit(db, actor, "settings.update", { type: "settings", id: 1 }, { changed });
    return presentSiteSettings(row);
  });

  for (const kind of ["logo", "favicon"] as const) {
    r.post(`/api/admin/upload/${kind}`, { schema: { response: { 200: brandingUploadSchema } }, config }, async (request) => {
      const actor = staffOf(request);
      const bytes = await readFile(request, kind);
      let prepared;
      try {
        prepared = kind === "logo" ? await prepareLogo(bytes) : await prepareFavicon(bytes);
      } catch (error) {
        if (error instanceof BrandingError) throw badRequest(error.message, kind);
        throw error;
      }
      const id = randomBytes(16).toString("base64url");
      const previous = (await settings.get())[kind === "logo" ? "logoUploadId" : "faviconUploadId"];
      await db.insert(uploads).values({ id, userId: actor.id, mimeType: prepared.type, size: prepared.data.length, data: prepared.data });
      const row = await settings.update(kind === "logo" ? { logoUploadId: id } : { faviconUploadId: id });
      if (previous) await db.delete(uploads).where(eq(uploads.id, previous));
      await recordAudit(db, actor, `branding.${kind}`, { type: "upload", id }, { mimeType: prepared.type, size: prepared.data.length });
      const info = presentSiteInfo(row);
      // The client reads `path` (spec 7).
      return { path: kind === "logo" ? info.logoUrl : info.faviconUrl, mimeType: prepared.type };
    });
  }

  r.get("/api/admin/system", { schema: { response: { 200: systemStatusSchema } }, config }, async (): Promise<SystemStatus> => {
    const started = performance.now();
    let connected = true;
    try {
      await db.execute(sql`select 1`);
    } catch {
      connected = false;
    }
    return {
      database: { connected, kind: database?.kind ?? "unknown", latencyMs: Math.round((performance.now() - started) * 10) / 10 },
      backup: database?.dumpDataDir ? "pglite-data-dir" : "json-export",
    };
  });
}
