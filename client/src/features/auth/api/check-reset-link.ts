import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResetLinkStatus } from "@shared/account";
import { apiJson } from "@/lib/api";

/** GET /api/auth/password-reset/check?token=: whether a reset link still works; it does not use the link. */
export const resetLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["/api/auth/password-reset/check", token],
    queryFn: () => apiJson<ResetLinkStatus>("GET", `/api/auth/password-reset/check?token=${encodeURIComponent(token)}`),
  });

export function useResetLinkStatus(token: string) {
  return useQuery({ ...resetLinkQueryOptions(token), enabled: token !== "" });
}
