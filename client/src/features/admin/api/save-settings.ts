import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SiteSettings, SiteSettingsInput } from "@shared/site";
import { apiJson } from "@/lib/api";
import { siteQueryOptions } from "@/hooks/use-site-settings";
import { adminSettingsQueryOptions } from "./get-settings";

/** PUT /api/admin/settings: the whole settings object ('Save All Settings'). */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SiteSettingsInput) => apiJson<SiteSettings>("PUT", "/api/admin/settings", input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminSettingsQueryOptions.queryKey, saved);
      // The header, titles and theme follow at once.
      await queryClient.invalidateQueries({ queryKey: siteQueryOptions.queryKey });
    },
  });
}

/** The settings object PUT expects, from what GET returned plus changes. */
export function settingsInput(current: SiteSettings, changes: Partial<SiteSettingsInput> = {}): SiteSettingsInput {
  const { siteName, siteDescription, allowRegistrations, requireEmailVerification, moderationEnabled, requireStaffTwoFactor, maintenanceMode, theme, primaryColor, blockedWords } = current;
  return { siteName, siteDescription, allowRegistrations, requireEmailVerification, moderationEnabled, requireStaffTwoFactor, maintenanceMode, theme, primaryColor, blockedWords, ...changes };
}
