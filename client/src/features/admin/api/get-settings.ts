import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SiteSettings } from "@shared/site";

/** GET /api/admin/settings (admins). */
export const adminSettingsQueryOptions = queryOptions<SiteSettings>({ queryKey: ["/api/admin/settings"] });

export function useAdminSettings(enabled = true) {
  return useQuery({ ...adminSettingsQueryOptions, enabled });
}
