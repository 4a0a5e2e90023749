import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PrivilegeSettingsUpdate } from "@shared/privilege-settings";
import type { AdminPrivileges } from "@shared/reputation.responses";
import { apiJson } from "@/lib/api";
import { privilegesQueryOptions } from "@/hooks/use-privileges";
import { adminPrivilegesQueryOptions } from "./get-privileges";

/** PUT /api/admin/privileges: the preset and the numbers the form shows (the server keeps those that differ from the preset). */
export function useSavePrivileges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PrivilegeSettingsUpdate) => apiJson<AdminPrivileges>("PUT", "/api/admin/privileges", body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminPrivilegesQueryOptions.queryKey, saved);
      // The admin's own controls and the help page follow at once.
      await queryClient.invalidateQueries({ queryKey: privilegesQueryOptions.queryKey });
    },
  });
}
