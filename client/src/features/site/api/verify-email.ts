import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { VerificationStatus } from "@shared/auth";
import { apiJson } from "@/lib/api";

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

/** POST /api/auth/verify-email/resend: mails a new link. */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiJson<{ sent: boolean; message: string }>("POST", "/api/auth/verify-email/resend"),
  });
}
