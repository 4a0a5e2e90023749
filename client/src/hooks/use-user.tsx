import { createContext, useContext, useMemo, type ReactNode } from "react";
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { User } from "@shared/users";
import { getQueryFn } from "@/lib/api";
import { siteQueryOptions } from "./use-site-settings";

/** GET /api/auth/user: the signed-in user, or null when signed out (a 401). */
export const userQueryOptions = queryOptions<User | null>({
  queryKey: ["/api/auth/user"],
  queryFn: getQueryFn<User | null>({ on401: "returnNull" }),
  retry: false,
});

interface UserState {
  user: User | null;
  isLoading: boolean;
  isAuthenticated: boolean;
}

const UserContext = createContext<UserState | null>(null);

/**
 * Reads the user once for the whole app (`App`): the forty-odd components that ask who is
 * reading share one query observer instead of each making its own, which was a tenth of a
 * question page's prerender (issue 22). The user query never goes stale by itself (the query
 * client's `staleTime` is infinite), so one observer refetches exactly when many would.
 */
export function UserProvider({ children }: { children: ReactNode }) {
  const query = useQuery(userQueryOptions);
  const data = query.data ?? null;
  const value = useMemo(() => ({ user: data, isLoading: query.isLoading, isAuthenticated: Boolean(data) }), [data, query.isLoading]);
  return <UserContext.Provider value={value}>{children}</UserContext.Provider>;
}

/** Who is reading (null: a visitor), and whether that is still being asked. */
export function useUser(): UserState {
  const value = useContext(UserContext);
  if (!value) throw new Error("useUser is used outside UserProvider (client/src/app/app.tsx)");
  return value;
}

/**
 * Answers kept when the reader changes: the user itself and the site's settings (the same for
 * everyone). The app reads both through one provider's observer each, which a removal would
 * leave holding a query nobody refetches (the providers of what is the reader's own, such as
 * the privilege list, follow the user and attach anew).
 */
const KEPT_ACROSS_READERS = new Set<unknown>([userQueryOptions.queryKey[0], siteQueryOptions.queryKey[0]]);

/** When the reader changes (sign-in, sign-out): forget what the previous one was shown. */
export function forgetReaderAnswers(queryClient: QueryClient) {
  // Not clear(): that would detach the observers of the queries kept.
  queryClient.removeQueries({ predicate: (query) => !KEPT_ACROSS_READERS.has(query.queryKey[0]) });
}

/** After any sign-in: forget the previous visitor's data, then cache the new user. */
export function setSignedInUser(queryClient: QueryClient, user: User) {
  forgetReaderAnswers(queryClient);
  queryClient.setQueryData(userQueryOptions.queryKey, user);
}
