import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SystemStatus } from "@shared/admin";

/** GET /api/admin/system: the database status from a real round trip. */
export const adminSystemQueryOptions = queryOptions<SystemStatus>({ queryKey: ["/api/admin/system"] });

export function useAdminSystem(enabled = true) {
  return useQuery({ ...adminSystemQueryOptions, enabled });
}
