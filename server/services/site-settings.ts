import { eq } from "drizzle-orm";
import type { SiteInfo, SiteSettings } from "@shared/site";
import type { Db } from "../db/client";
import { siteSettings } from "../db/schema/admin";

export type SettingsRow = typeof siteSettings.$inferSelect;
export type SettingsUpdate = Partial<Omit<typeof siteSettings.$inferInsert, "id" | "updatedAt">>;

/**
 * Most requests read the settings (maintenance mode on every write, the site name on every
 * page), so they are cached in memory. The cache lives a few seconds at most, so several
 * processes sharing one PostgreSQL server agree again soon after another one saves.
 */
const CACHE_MS = 5_000;

/** The site settings with their in-memory cache; the one place that reads or writes them. */
export interface SettingsStore {
  get(): Promise<SettingsRow>;
  update(values: SettingsUpdate): Promise<SettingsRow>;
  /** Forgets the cached copy (Clear Cache, tests). */
  clearCache(): void;
}

export function createSettingsStore(db: Db): SettingsStore {
  let cached: { row: SettingsRow; at: number } | null = null;
  const load = async (): Promise<SettingsRow> => {
    const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
    if (row) return row;
    // First read on a new database: the defaults of spec section 3.
    await db.insert(siteSettings).values({ id: 1 }).onConflictDoNothing();
    const [created] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
    return created!;
  };
  return {
    async get() {
      if (cached && Date.now() - cached.at < CACHE_MS) return cached.row;
      const row = await load();
      cached = { row, at: Date.now() };
      return row;
    },
    async update(values) {
      await load();
      const [row] = await db
        .update(siteSettings)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(siteSettings.id, 1))
        .returning();
      cached = { row: row!, at: Date.now() };
      return row!;
    },
    clearCache() {
      cached = null;
    },
  };
}

const uploadUrl = (id: string | null, version?: Date) => (id ? `/api/uploads/${id}${version ? `?v=${version.getTime()}` : ""}` : null);

/** GET /api/site: the public part of the settings. */
export function presentSiteInfo(row: SettingsRow): SiteInfo {
  return {
    siteName: row.siteName,
    siteDescription: row.siteDescription,
    logoUrl: uploadUrl(row.logoUploadId),
    faviconUrl: uploadUrl(row.faviconUploadId, row.updatedAt),
    theme: row.theme,
    primaryColor: row.primaryColor,
    maintenanceMode: row.maintenanceMode,
    allowRegistrations: row.allowRegistrations,
    requireEmailVerification: row.requireEmailVerification,
  };
}

/** GET /api/admin/settings: everything, for admins. */
export function presentSiteSettings(row: SettingsRow): SiteSettings {
  return {
    ...presentSiteInfo(row),
    moderationEnabled: row.moderationEnabled,
    stagingGround: row.stagingGround,
    requireStaffTwoFactor: row.requireStaffTwoFactor,
    blockedWords: row.blockedWords,
    closeVotesNeeded: row.closeVotesNeeded,
    updatedAt: row.updatedAt.toISOString(),
  };
}
