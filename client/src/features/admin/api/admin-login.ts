import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminLoginInput } from "@shared/auth";
import type { User } from "@shared/users";
import { apiJson } from "@/lib/api";
import { setSignedInUser } from "@/features/auth/api/get-user";

/** POST /api/admin/login: staff sign-in; the session is the server's, not a browser flag. */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminLoginInput) => apiJson<{ message: string; user: User }>("POST", "/api/admin/login", input),
    onSuccess: (result) => setSignedInUser(queryClient, result.user),
  });
}
