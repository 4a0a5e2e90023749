import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SiteSettings, SiteSettingsInput } from "@shared/site";
import { apiJson } from "@/lib/api";
import { siteQueryOptions } from "@/hooks/use-site-settings";
import { adminSettingsQueryOptions } from "./get-settings";

/**
 * PUT /api/admin/settings with only what changed: a switch's one setting, or one form's fields
 * (issue 23.6), so saving one never writes back another's stale value.
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<SiteSettingsInput>) => apiJson<SiteSettings>("PUT", "/api/admin/settings", changes),
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminSettingsQueryOptions.queryKey, saved);
      // The header, titles and theme follow at once.
      await queryClient.invalidateQueries({ queryKey: siteQueryOptions.queryKey });
    },
  });
}
