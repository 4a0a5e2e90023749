import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginInput } from "@shared/auth";
import type { User } from "@shared/users";
import { apiJson } from "@/lib/api";
import { setSignedInUser } from "@/hooks/use-user";

/** POST /api/auth/login; on success the signed-in user replaces the cached one. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiJson<User>("POST", "/api/auth/login", input),
    onSuccess: (user) => setSignedInUser(queryClient, user),
  });
}
