import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminPrivileges } from "@shared/reputation.responses";

/** GET /api/admin/privileges (admins): the preset, and each privilege's threshold in force, own number and preset values. */
export const adminPrivilegesQueryOptions = queryOptions<AdminPrivileges>({ queryKey: ["/api/admin/privileges"] });

export function useAdminPrivileges() {
  return useQuery(adminPrivilegesQueryOptions);
}
