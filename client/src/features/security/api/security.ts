import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Passkey, RecoveryCodes, SignedInDevice, TwoFactorSetup, TwoFactorStatus } from "@shared/security";
import type { User } from "@shared/users";
import { apiJson } from "@/lib/api";

// Settings' Security section and the sign-in screen's second step and passkey button.

export const twoFactorQueryOptions = queryOptions<TwoFactorStatus>({
  queryKey: ["/api/auth/2fa"],
  queryFn: () => apiJson<TwoFactorStatus>("GET", "/api/auth/2fa"),
});

export const sessionsQueryOptions = queryOptions<{ items: SignedInDevice[] }>({
  queryKey: ["/api/auth/sessions"],
  queryFn: () => apiJson<{ items: SignedInDevice[] }>("GET", "/api/auth/sessions"),
});

export const passkeysQueryOptions = queryOptions<{ items: Passkey[] }>({
  queryKey: ["/api/auth/passkeys"],
  queryFn: () => apiJson<{ items: Passkey[] }>("GET", "/api/auth/passkeys"),
});

export const useTwoFactorStatus = () => useQuery(twoFactorQueryOptions);
export const useSignedInDevices = () => useQuery(sessionsQueryOptions);
export const usePasskeys = () => useQuery(passkeysQueryOptions);

/** POST /api/auth/2fa/setup: a new pending secret and its QR code, for the member's password (asked again). */
export function useSetupTwoFactor() {
  return useMutation({ mutationFn: (password: string) => apiJson<TwoFactorSetup>("POST", "/api/auth/2fa/setup", { password }) });
}

/** A mutation that changes two-factor sign-in: the status is fetched again once it succeeds. */
function useTwoFactorChange<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQueryOptions.queryKey }) });
}

/** POST /api/auth/2fa/enable: on with a code; the recovery codes come back once. */
export function useEnableTwoFactor() {
  return useTwoFactorChange((code: string) => apiJson<RecoveryCodes>("POST", "/api/auth/2fa/enable", { code }));
}

/** POST /api/auth/2fa/disable: needs the password and a code. */
export function useDisableTwoFactor() {
  return useTwoFactorChange((input: { password: string; code: string }) => apiJson<void>("POST", "/api/auth/2fa/disable", input));
}

/** POST /api/auth/2fa/recovery-codes: ten new codes for a current code; the old ones stop working. */
export function useRenewRecoveryCodes() {
  return useTwoFactorChange((code: string) => apiJson<RecoveryCodes>("POST", "/api/auth/2fa/recovery-codes", { code }));
}

/** DELETE /api/auth/sessions/{id}, or every other one without an id. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) => apiJson<unknown>("DELETE", id ? `/api/auth/sessions/${encodeURIComponent(id)}` : "/api/auth/sessions"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey }),
  });
}

/**
 * Registers a passkey on this device (the browser asks for the screen lock or a security key).
 * The password is asked again first; an account without one sends none (a recent sign-in does).
 */
export function useRegisterPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, password }: { name: string; password?: string }) => {
      const { startRegistration } = await import("@simplewebauthn/browser");
      const optionsJSON = await apiJson<Parameters<typeof startRegistration>[0]["optionsJSON"]>("POST", "/api/auth/passkeys/register/options", { password });
      const response = await startRegistration({ optionsJSON });
      return apiJson<Passkey>("POST", "/api/auth/passkeys/register/verify", { name, response });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryOptions.queryKey }),
  });
}

export function useDeletePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<void>("DELETE", `/api/auth/passkeys/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQueryOptions.queryKey }),
  });
}

/** Signs in with a passkey (discoverable: the browser offers the member's passkeys for this site). */
export async function signInWithPasskey(): Promise<User> {
  const { startAuthentication } = await import("@simplewebauthn/browser");
  const optionsJSON = await apiJson<Parameters<typeof startAuthentication>[0]["optionsJSON"]>("POST", "/api/auth/passkeys/sign-in/options");
  const response = await startAuthentication({ optionsJSON });
  return apiJson<User>("POST", "/api/auth/passkeys/sign-in/verify", { response });
}

/** Finishes a provider sign-in that waits for its code (POST /api/auth/2fa/complete). */
export function completeSecondFactor(code: string): Promise<User> {
  return apiJson<User>("POST", "/api/auth/2fa/complete", { code });
}
