import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { resetSiteSchema, type ClearCacheResult, type ResetResult } from "@shared/admin";
import { staffOf, type AdminContext } from "./admin-context";
import { recordAudit } from "../../services/audit";
import { exportData, resetSite } from "./data";
import { clearCacheResultSchema, resetResultSchema } from "@shared/admin.responses";
import { rawResponse } from "../../plugins/route-table";

const day = () => new Date().toISOString().slice(0, 10);

const PG_DUMP_NOTE =
  "This site runs on a PostgreSQL server: this file is a JSON export of every table, not a restorable database backup. " +
  "For backups you can restore, use pg_dump (see README, Backups).";

/** The advanced actions: Export Data, System Backup, Clear Cache, Reset Site (admins). */
export async function adminSystemRoutes(app: FastifyInstance, { db, database, settings, sessions }: AdminContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { adminArea: "advanced" as const };

  r.get("/api/admin/export", { schema: { response: { 200: rawResponse("application/json", "A download: every table as one JSON document, streamed") } }, config }, async (request, reply) => {
    await recordAudit(db, staffOf(request), "data.export");
    return reply
      .header("content-disposition", `attachment; filename="ponder-export-${day()}.json"`)
      .header("cache-control", "no-store")
      .type("application/json; charset=utf-8")
      .send(exportData(db));
  });

  /**
   * PGlite: the data directory itself (a .tar.gz that scripts/restore-backup.mjs unpacks into
   * a new DATA_DIR). PostgreSQL server: a JSON export, and the note to use pg_dump.
   */
  const backup = rawResponse(["application/gzip", "application/json"], "A download: PGlite's data directory (.tar.gz), or on PostgreSQL a JSON export");
  r.get("/api/admin/backup", { schema: { response: { 200: backup } }, config }, async (request, reply) => {
    const actor = staffOf(request);
    reply.header("cache-control", "no-store");
    if (database?.dumpDataDir) {
      const archive = Buffer.from(await (await database.dumpDataDir()).arrayBuffer());
      await recordAudit(db, actor, "data.backup", null, { format: "pglite-data-dir", bytes: archive.length });
      return reply
        .header("content-disposition", `attachment; filename="ponder-backup-${day()}.tar.gz"`)
        .type("application/gzip")
        .send(archive);
    }
    await recordAudit(db, actor, "data.backup", null, { format: "json-export" });
    return reply
      .header("content-disposition", `attachment; filename="ponder-backup-${day()}.json"`)
      .type("application/json; charset=utf-8")
      .send(exportData(db, PG_DUMP_NOTE));
  });

  r.post("/api/admin/cache/clear", { schema: { response: { 200: clearCacheResultSchema } }, config }, async (request): Promise<ClearCacheResult> => {
    settings.clearCache();
    // Announced like any change of everything (db migration 0012): every process drops its
    // cached pages, sessions and settings.
    await db.execute(sql`select ponder_announce(array['*'])`);
    const cleared = ["site settings", "cached pages", "remembered sessions"];
    await recordAudit(db, staffOf(request), "cache.clear", null, { cleared });
    return {
      cleared,
      message: "Cleared the server's caches (site settings, cached pages, remembered sessions) in every process; your browser reloads its copy of the data.",
    };
  });

  r.post("/api/admin/reset", { schema: { body: resetSiteSchema, response: { 200: resetResultSchema } }, config }, async (request): Promise<ResetResult> => {
    const actor = staffOf(request);
    const deleted = await resetSite(db, actor.id);
    // The other members are gone: so are their sessions' open streams.
    await sessions.endAllBut(actor.id);
    await recordAudit(db, actor, "site.reset", null, { deleted });
    settings.clearCache();
    return { deleted, message: "The site has been reset. Every member but you and all content are deleted." };
  });
}
