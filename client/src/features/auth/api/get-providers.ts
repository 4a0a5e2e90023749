import { queryOptions, useQuery } from "@tanstack/react-query";

export interface AuthProviders {
  oidc: { enabled: boolean; name: string };
}

/** GET /api/auth/providers: which outside sign-in providers are configured. */
export const providersQueryOptions = queryOptions<AuthProviders>({ queryKey: ["/api/auth/providers"] });

export function useAuthProviders() {
  return useQuery(providersQueryOptions);
}
