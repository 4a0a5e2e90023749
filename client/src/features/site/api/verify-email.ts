import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { VerificationStatus } from "@shared/auth";
import { useEffect } from "react";
import { ERROR_IDS } from "@shared/errors";
import { ApiError, apiJson } from "@/lib/api";
import { siteQueryOptions } from "@/hooks/use-site-settings";

/** GET /api/auth/verify-email/status */
export const verificationStatusQueryOptions = queryOptions<VerificationStatus>({ queryKey: ["/api/auth/verify-email/status"] });

export function useVerificationStatus(enabled: boolean) {
  return useQuery({ ...verificationStatusQueryOptions, enabled });
}

/** POST /api/auth/verify-email: the token from the mailed link. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiJson<{ verified: true }>("POST", "/api/auth/verify-email", { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationStatusQueryOptions.queryKey }),
  });
}

/** POST /api/auth/verify-email/resend: mails a new link (the banner then tells when). */
export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ sent: boolean; message: string }>("POST", "/api/auth/verify-email/resend"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationStatusQueryOptions.queryKey }),
  });
}

/**
 * A write the verification gate refused (403 email_unverified) may have mailed the member a link
 * just then: the banner reads the status again, so it says when (and the site's settings, in
 * case an admin turned the rule on since they were read). Any feature's write counts.
 */
export function useRefreshOnVerificationRefusal(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "error") return;
      const { error } = event.action;
      if (error instanceof ApiError && error.errorId === ERROR_IDS.emailUnverified) {
        void queryClient.invalidateQueries({ queryKey: siteQueryOptions.queryKey });
        void queryClient.invalidateQueries({ queryKey: verificationStatusQueryOptions.queryKey });
      }
    });
  }, [enabled, queryClient]);
}
