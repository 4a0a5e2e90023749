import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RegisterInput } from "@shared/auth";
import type { User } from "@shared/users";
import { apiJson } from "@/lib/api";
import { setSignedInUser } from "@/hooks/use-user";

/** POST /api/auth/register: creates the account and signs in. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => apiJson<User>("POST", "/api/auth/register", input),
    onSuccess: (user) => setSignedInUser(queryClient, user),
  });
}
