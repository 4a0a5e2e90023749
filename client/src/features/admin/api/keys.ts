import type { QueryClient } from "@tanstack/react-query";

/** Refreshes every admin list and figure after an action changed them. */
export function invalidateAdmin(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith("/api/admin") });
}

/** A page URL with a cursor and other parameters, leaving out the empty ones. */
export function pageUrl(path: string, params: Record<string, string | number | null | undefined>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== null && value !== undefined && value !== "") search.set(key, String(value));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
