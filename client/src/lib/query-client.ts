import { QueryClient } from "@tanstack/react-query";
import { TIMING } from "@shared/limits";
import { getQueryFn } from "./api";

/** Spec 7: never stale, no refetch on focus or interval, no retries, 5 minute GC. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: Infinity,
        gcTime: TIMING.queryGcMs,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });

/** The browser's one client (the server's prerender makes its own per request). */
export const queryClient = createQueryClient();
