import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AuthProviders } from "@shared/auth";

/** GET /api/auth/providers: which outside sign-in providers are configured. */
export const providersQueryOptions = queryOptions<AuthProviders>({ queryKey: ["/api/auth/providers"] });

export function useAuthProviders() {
  return useQuery(providersQueryOptions);
}
