import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { User } from "@shared/users";
import { getQueryFn } from "@/lib/api";

/** GET /api/auth/user: the signed-in user, or null when signed out (a 401). */
export const userQueryOptions = queryOptions<User | null>({
  queryKey: ["/api/auth/user"],
  queryFn: getQueryFn<User | null>({ on401: "returnNull" }),
  retry: false,
});

export function useUser() {
  const query = useQuery(userQueryOptions);
  return { user: query.data ?? null, isLoading: query.isLoading, isAuthenticated: Boolean(query.data) };
}

/** After any sign-in: forget the previous visitor's data, then cache the new user. */
export function setSignedInUser(queryClient: QueryClient, user: User) {
  // Not clear(): that would detach the observers of the user query itself.
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryOptions.queryKey[0] });
  queryClient.setQueryData(userQueryOptions.queryKey, user);
}
