import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EmailChangeRequestInput, PasswordChangeInput, PasswordResetConfirmInput } from "@shared/account";
import type { User } from "@shared/users";
import { apiJson } from "@/lib/api";
import { setSignedInUser, userQueryOptions } from "@/hooks/use-user";

type Message = { message: string };

/** POST /api/auth/password-reset: always the same answer, whether or not the account exists. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (email: string) => apiJson<Message>("POST", "/api/auth/password-reset", { email }) });
}

/** POST /api/auth/password-reset/confirm: sets the password and signs the member in. */
export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordResetConfirmInput) => apiJson<User>("POST", "/api/auth/password-reset/confirm", input),
    onSuccess: (user) => setSignedInUser(queryClient, user),
  });
}

/** POST /api/auth/password: with the current password; other sessions end. */
export function useChangePassword() {
  return useMutation({ mutationFn: (input: PasswordChangeInput) => apiJson<Message>("POST", "/api/auth/password", input) });
}

/** POST /api/auth/email-change: mails a link to the new address. */
export function useRequestEmailChange() {
  return useMutation({ mutationFn: (input: EmailChangeRequestInput) => apiJson<Message>("POST", "/api/auth/email-change", input) });
}

/** POST /api/auth/email-change/confirm: the token from the link. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiJson<{ email: string; message: string }>("POST", "/api/auth/email-change/confirm", { token }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export { userQueryOptions };
