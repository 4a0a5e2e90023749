import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Space } from "@shared/spaces";

/** The key of one space and everything under it (its posts). */
export const spaceKey = (id: number) => ["/api/spaces", id] as const;

/** GET /api/spaces/{id} (the default query function joins the key). */
export const spaceQueryOptions = (id: number) => queryOptions<Space>({ queryKey: spaceKey(id) });

export function useSpace(id: number) {
  return useQuery({ ...spaceQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
