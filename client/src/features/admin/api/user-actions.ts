import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminUser, CreateUserInput } from "@shared/admin";
import type { UserRole } from "@shared/users";
import { apiJson } from "@/lib/api";
import { invalidateAdmin } from "./keys";

/** POST /api/admin/users/{id}/suspend or /activate. */
export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: "suspend" | "activate" }) => apiJson<AdminUser>("POST", `/api/admin/users/${id}/${action}`),
    onSuccess: () => invalidateAdmin(queryClient),
  });
}

/** DELETE /api/admin/users/{id}: like account deletion; the member's posts stay. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<void>("DELETE", `/api/admin/users/${id}`),
    onSuccess: () => invalidateAdmin(queryClient),
  });
}

/** PATCH /api/admin/users/{id}/role */
export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: UserRole }) => apiJson<AdminUser>("PATCH", `/api/admin/users/${id}/role`, { role }),
    onSuccess: () => invalidateAdmin(queryClient),
  });
}

/** POST /api/admin/users (Add User). */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUserInput) => apiJson<AdminUser>("POST", "/api/admin/users", input),
    onSuccess: () => invalidateAdmin(queryClient),
  });
}
