import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateProfileInput } from "@shared/profile";
import type { User } from "@shared/users";
import { apiJson } from "@/lib/api";
import { userQueryOptions } from "@/hooks/use-user";
import { userKey } from "./get-user-profile";

/**
 * PATCH /api/users/{id}: the owner's profile fields and settings. Refreshes the profile,
 * the current user (only the owner edits, so the header shows the new name) and the
 * lists that show the member as an author.
 */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => apiJson<User>("PATCH", `/api/users/${userId}`, input),
    onSuccess: () => {
      // Not awaited: the caller waits for the profile and the user only, not for every feed.
      void queryClient.invalidateQueries({ predicate: ({ queryKey: [root] }) => /^\/api\/(questions|answers|topics)/.test(String(root)) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: userKey(userId) }),
        queryClient.invalidateQueries({ queryKey: userQueryOptions.queryKey }),
      ]);
    },
  });
}
