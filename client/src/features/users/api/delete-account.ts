import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";

/** DELETE /api/users/{id}: deletes the owner's account; the server ends every session. */
export function useDeleteAccount(userId: string) {
  return useMutation({ mutationFn: () => apiJson<void>("DELETE", `/api/users/${userId}`) });
}
