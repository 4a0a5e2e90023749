import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateProfileInput, User } from "@shared/users";
import { apiJson } from "@/lib/api";
import { userQueryOptions } from "@/features/auth/api/get-user";
import { userKey } from "./get-user-profile";

/** PATCH /api/users/{id}: the owner's profile fields and settings; refreshes the profile and the current user. */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => apiJson<User>("PATCH", `/api/users/${userId}`, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKey(userId) }),
        // Only the owner may edit, so the current user is this member: the header shows the new name.
        queryClient.invalidateQueries({ queryKey: userQueryOptions.queryKey }),
      ]),
  });
}
